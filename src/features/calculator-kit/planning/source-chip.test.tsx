// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanningBlock } from './source-chip.tsx';

afterEach(cleanup);

describe('a planning block whose figures are being worked out again', () => {
  // A class change on the content would make Chromium restyle every element inside the block on
  // every keystroke; the fade hangs on aria-busy instead (decision 146).
  it('says so with aria-busy alone: the content keeps its class list', () => {
    const block = (busy: boolean) => (
      <PlanningBlock title="Best split" open busy={busy}>
        <p>Figures</p>
      </PlanningBlock>
    );
    const { container, rerender } = render(block(false));
    const content = () => container.querySelector('details > div') as HTMLElement;
    const fresh = content().className;
    expect(content().hasAttribute('aria-busy')).toBe(false);
    rerender(block(true));
    expect(content().getAttribute('aria-busy')).toBe('true');
    expect(content().className).toBe(fresh);
    expect(fresh).toContain('aria-busy:animate-stale');
    // The fade runs on a layer the content keeps, busy or not, so it repaints nothing (decision 179).
    expect(fresh).toContain('[will-change:opacity]');
  });

  // Most key presses start the fade and drop it before it shows: a delayed animation costs nothing
  // there, where a delayed transition cost a long frame per key press (decision 180).
  it('fades after a blink, with an animation rather than a transition', () => {
    const css = readFileSync(join(process.cwd(), 'src/styles/global.css'), 'utf8');
    expect(css).toMatch(/--animate-stale: stale 200ms ease 200ms both;/);
    expect(css).toMatch(/@keyframes stale \{\s*to \{\s*opacity: 0\.6;/);
    const { container } = render(
      <PlanningBlock title="Best split" open busy>
        <p>Figures</p>
      </PlanningBlock>,
    );
    expect((container.querySelector('details > div') as HTMLElement).className).not.toMatch(/transition/);
  });
});
