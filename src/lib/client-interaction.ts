/**
 * `client:interaction`: an island that hydrates when the visitor reaches for it (the pointer
 * comes over it, a finger touches it, or focus enters it), not while the page loads. Used for
 * a form whose server-rendered markup already works without JavaScript: until someone uses it,
 * the page runs no React at all (decision 076). What is typed while the script loads is kept by
 * lib/pre-hydration.ts, and a form sent before then goes the no-JavaScript way.
 */
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}

const EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  const start = () => {
    for (const type of EVENTS) el.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of EVENTS) el.addEventListener(type, start, { passive: true });
  // Focus may already be inside (a field autofocused, or focus restored by the browser).
  if (el.contains(document.activeElement)) start();
};

export default interaction;
