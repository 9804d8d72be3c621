// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, toast } from './toast-store.ts';
import { ToastView } from './toast-view.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  render(<ToastView />);
});

afterEach(() => {
  for (const item of getToasts()) act(() => dismissToast(item.id));
  act(() => vi.runOnlyPendingTimers());
  cleanup();
  vi.useRealTimers();
});

const isOpen = (title: string) =>
  screen.queryByText(title, { exact: true })?.closest('li')?.getAttribute('data-state') === 'open';

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts close themselves by what they say', () => {
  it('a confirmation goes after 5 s', () => {
    act(() => void toast({ title: 'Plan saved successfully!' }));
    wait(4900);
    expect(isOpen('Plan saved successfully!')).toBe(true);
    wait(200);
    expect(isOpen('Plan saved successfully!')).toBe(false);
  });

  it('an undo offer stays 8 s', () => {
    act(() => void toast({ title: 'Channel removed', action: { label: 'Undo', altText: 'Undo', onAction: () => {} } }));
    wait(7900);
    expect(isOpen('Channel removed')).toBe(true);
    wait(200);
    expect(isOpen('Channel removed')).toBe(false);
  });

  it('a failure stays, with what to do next, until it is dismissed or the next toast takes its place', () => {
    act(() => void toast({ title: 'Could not save', description: 'Check your connection.', tone: 'error' }));
    wait(10 * 60_000);
    expect(isOpen('Could not save')).toBe(true);
    expect(screen.getByText('Check your connection.')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(isOpen('Could not save')).toBe(false);

    act(() => void toast({ title: 'Could not export', tone: 'error' }));
    act(() => void toast({ title: 'Data exported successfully!' }));
    expect(isOpen('Could not export')).toBe(false);
    expect(isOpen('Data exported successfully!')).toBe(true);
  });
});
