// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import interaction from './client-interaction.ts';

function island() {
  document.body.innerHTML = `<astro-island><form><input id="name"></form></astro-island><button id="outside">Elsewhere</button>`;
  const el = document.querySelector('astro-island') as HTMLElement;
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  return { el, load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:interaction', () => {
  it('loads nothing until the visitor reaches for the island', async () => {
    const { el, load } = island();
    interaction(load, { name: 'interaction', value: '' }, el);
    document.getElementById('outside')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('outside')?.focus();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerover', 'touchstart', 'focusin'])('hydrates once on %s inside it', async (type) => {
    const { el, load, hydrate } = island();
    interaction(load, { name: 'interaction', value: '' }, el);
    const field = document.getElementById('name') as HTMLInputElement;
    field.dispatchEvent(new Event(type, { bubbles: true }));
    field.dispatchEvent(new Event('pointerover', { bubbles: true }));
    field.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates at once when focus is already inside', async () => {
    const { el, load } = island();
    (document.getElementById('name') as HTMLInputElement).focus();
    interaction(load, { name: 'interaction', value: '' }, el);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
