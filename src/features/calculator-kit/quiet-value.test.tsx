// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS } from './held-away.tsx';
import { PRINT_REQUEST } from './print-request.ts';
import { useQuietValue } from './quiet-value.ts';

function Note({ text }: { text: string | null }) {
  const shown = useQuietValue(text);
  return <p data-testid="note">{shown ?? 'none'}</p>;
}
const note = () => document.querySelector('[data-testid="note"]')?.textContent;
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a value that waits for typing to pause (decision 186)', () => {
  it('shows the first value at once', () => {
    render(<Note text="Outside the range" />);
    expect(note()).toBe('Outside the range');
  });

  it('follows a change once it has stayed for the pause, not before', async () => {
    const { rerender } = render(<Note text={null} />);
    rerender(<Note text="Outside the range" />);
    await wait(QUIET_MS - 50);
    expect(note()).toBe('none');
    await wait(100);
    expect(note()).toBe('Outside the range');
  });

  it('never shows what typing only passed through', async () => {
    const { rerender } = render(<Note text={null} />);
    for (let i = 0; i < 6; i += 1) {
      rerender(<Note text={i % 2 === 0 ? 'Outside the range' : null} />);
      await wait(QUIET_MS / 4);
      expect(note()).toBe('none');
    }
    await wait(QUIET_MS * 2);
    expect(note()).toBe('none');
  });

  it('counts the pause from the last change', async () => {
    const { rerender } = render(<Note text="A" />);
    rerender(<Note text="B" />);
    await wait(QUIET_MS * 0.8);
    rerender(<Note text="C" />);
    await wait(QUIET_MS * 0.8);
    expect(note()).toBe('A');
    await wait(QUIET_MS * 0.3);
    expect(note()).toBe('C');
  });

  it.each([PRINT_REQUEST, 'beforeprint'])('is up to date at once on %s', (event) => {
    const { rerender } = render(<Note text={null} />);
    rerender(<Note text="Outside the range" />);
    act(() => void window.dispatchEvent(new Event(event)));
    expect(note()).toBe('Outside the range');
  });
});
