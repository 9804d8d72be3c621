// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';

afterEach(cleanup);

function part() {
  const load = vi.fn(async () => ({ Report: () => <p>The report</p> }));
  const later = onDemand(load);
  function Host() {
    const loaded = later.useLoaded();
    return loaded ? <loaded.Report /> : <p>Not yet</p>;
  }
  return { load, later, Host };
}

describe('a part loaded on demand', () => {
  it('is absent from the first render, so the server and the hydrating client agree', () => {
    const { Host } = part();
    render(<Host />);
    expect(screen.getByText('Not yet')).toBeTruthy();
  });

  it('is in the page as soon as preload resolves, with no fallback in between (print relies on it)', async () => {
    const { later, Host, load } = part();
    render(<Host />);
    let seen = '';
    await act(() => later.preload().then(() => void (seen = document.body.textContent ?? '')));
    expect(seen).toBe('The report');
    await act(() => later.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads by itself once the browser is idle', async () => {
    const { Host } = part();
    render(<Host />);
    expect(await screen.findByText('The report', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('renders at once in a component mounted after the load', async () => {
    const { later, Host } = part();
    await later.preload();
    render(<Host />);
    expect(screen.getByText('The report')).toBeTruthy();
  });
});
