// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
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
    expect(fresh).toContain('aria-busy:opacity-60');
    // The fade runs on a layer the content keeps, busy or not, so it repaints nothing (decision 179).
    expect(fresh).toContain('[will-change:opacity]');
  });
});
