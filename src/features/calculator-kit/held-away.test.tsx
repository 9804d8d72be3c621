// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldAway, QUIET_MS } from './held-away.tsx';
import { PRINT_REQUEST } from './print-request.ts';
import { PlanningBlock } from './planning/source-chip.tsx';

// The browser's IntersectionObserver, driven by the test: `seen(element, near)` reports a block
// coming near the screen or going away from it.
const observed = new Map<Element, (entries: Partial<IntersectionObserverEntry>[]) => void>();
class FakeObserver {
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.report);
  }
  disconnect() {
    for (const [element, report] of observed) if (report === this.report) observed.delete(element);
  }
}
const seen = (element: Element, near: boolean) =>
  act(() => observed.get(element)?.([{ target: element, isIntersecting: near }]));

// Counts its renders, so a test can tell a held block's content was not drawn again at all.
const rendered = vi.fn();
function Figures({ total }: { total: number }) {
  rendered();
  return (
    <p>
      Total {total} <input aria-label={`Field ${total}`} />
    </p>
  );
}

const block = (total: number, title = 'Best split') => (
  <PlanningBlock title={title} open>
    <Figures total={total} />
  </PlanningBlock>
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  rendered.mockClear();
});
afterEach(() => {
  cleanup();
  // The queue of parts waiting to catch up outlives a test: let it find itself empty before the
  // fake clock, and the idle moment it waits for, go.
  vi.runOnlyPendingTimers();
  observed.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const details = (container: HTMLElement, n = 0) => container.querySelectorAll('details')[n] as HTMLElement;
const content = (container: HTMLElement, n = 0) => details(container, n).querySelector(':scope > div') as HTMLElement;
/** Past the pause in typing, and every idle moment the catching up waits for. */
const pause = () => act(() => vi.advanceTimersByTimeAsync(QUIET_MS + 500));

describe('a planning block away from the screen (decision 181)', () => {
  it('follows every change while near the screen', () => {
    const { container, rerender } = render(block(1));
    seen(details(container), true);
    rerender(block(2));
    expect(content(container).textContent).toContain('Total 2');
    expect(content(container).hasAttribute('aria-busy')).toBe(false);
  });

  it('is held as it was while away, says it is behind, and catches up once typing pauses', async () => {
    const { container, rerender } = render(block(1));
    seen(details(container), false);
    const before = rendered.mock.calls.length;
    rerender(block(2));
    rerender(block(3));
    expect(rendered).toHaveBeenCalledTimes(before);
    expect(content(container).textContent).toContain('Total 1');
    expect(content(container).getAttribute('aria-busy')).toBe('true');
    // Still typing: each change puts the catching up off again.
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS - 100));
    rerender(block(4));
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS - 100));
    expect(content(container).textContent).toContain('Total 1');
    await pause();
    expect(content(container).textContent).toContain('Total 4');
    expect(content(container).hasAttribute('aria-busy')).toBe(false);
  });

  it('catches up at once when it comes near the screen', async () => {
    const { container, rerender } = render(block(1));
    seen(details(container), false);
    rerender(block(2));
    seen(details(container), true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(content(container).textContent).toContain('Total 2');
    expect(content(container).hasAttribute('aria-busy')).toBe(false);
  });

  it('catches up when something inside it takes focus, before the next key press', () => {
    const { container, rerender, getByLabelText } = render(block(1));
    seen(details(container), false);
    rerender(block(2));
    fireEvent.focus(getByLabelText('Field 1'));
    expect(content(container).textContent).toContain('Total 2');
    expect(content(container).hasAttribute('aria-busy')).toBe(false);
  });

  it('catches up one block per idle moment, so the catching up adds no long frame', async () => {
    const two = (total: number) => (
      <>
        {block(total, 'Best split')}
        {block(total, 'Ranges')}
      </>
    );
    const { container, rerender } = render(two(1));
    seen(details(container, 0), false);
    seen(details(container, 1), false);
    rerender(two(2));
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS + 1));
    const caughtUp = () => [0, 1].map((n) => content(container, n).textContent?.includes('Total 2'));
    expect(caughtUp()).toEqual([false, false]);
    // Without requestIdleCallback (here, as in Safari), an idle moment is a short timeout.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(caughtUp()).toEqual([true, false]);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(caughtUp()).toEqual([true, true]);
  });

  it('follows every change where the browser cannot tell where it is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container, rerender } = render(block(1));
    rerender(block(2));
    expect(content(container).textContent).toContain('Total 2');
  });
});

describe('a part of a tool held away from the screen (decision 181)', () => {
  const part = (total: number) => (
    <HeldAway>
      <Figures total={total} />
    </HeldAway>
  );
  const box = (container: HTMLElement) => container.querySelector('[data-held]') as HTMLElement;

  it('is held while away and says it is behind, like a planning block', async () => {
    const { container, rerender } = render(part(1));
    seen(box(container), false);
    rerender(part(2));
    expect(box(container).textContent).toContain('Total 1');
    expect(box(container).getAttribute('aria-busy')).toBe('true');
    await pause();
    expect(box(container).textContent).toContain('Total 2');
    expect(box(container).hasAttribute('aria-busy')).toBe(false);
  });

  // A printed report shows the plan as it is, whether the visitor uses the tool's Print button
  // (which asks first) or the browser's own print (beforeprint).
  it.each([
    ['the Print button', PRINT_REQUEST],
    ["the browser's print", 'beforeprint'],
  ])('catches up at once before %s prints the page', (_, event) => {
    const { container, rerender } = render(part(1));
    seen(box(container), false);
    rerender(part(2));
    window.dispatchEvent(new Event(event));
    expect(box(container).textContent).toContain('Total 2');
    expect(box(container).hasAttribute('aria-busy')).toBe(false);
  });
});
