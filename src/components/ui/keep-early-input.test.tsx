// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepEarlyInput } from './keep-early-input.tsx';

/** The visitor's hands while React hydrates the island: run once, from inside the hydrating render. */
let whileHydrating: (() => void) | undefined;
function Visitor() {
  whileHydrating?.();
  whileHydrating = undefined;
  return null;
}

function Form() {
  const [budget, setBudget] = useState('10000');
  const [mode, setMode] = useState('budget');
  const [notes, setNotes] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [track, setTrack] = useState(false);
  return (
    <KeepEarlyInput>
      <label>
        Budget <input value={budget} onChange={(event) => setBudget(event.target.value)} />
      </label>
      <label>
        <input type="radio" name="mode" checked={mode === 'budget'} onChange={() => setMode('budget')} /> Budget first
      </label>
      <label>
        <input type="radio" name="mode" checked={mode === 'goal'} onChange={() => setMode('goal')} /> Goal first
      </label>
      <label>
        Notes <textarea value={notes} onChange={(event) => setNotes(event.target.value)} />
      </label>
      <label>
        Currency
        <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
          <option>USD</option>
          <option>AUD</option>
          <option>VND</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={track} onChange={(event) => setTrack(event.target.checked)} /> Track
      </label>
      <output>{[budget, mode, notes, currency, String(track)].join('|')}</output>
      <Visitor />
    </KeepEarlyInput>
  );
}

/** Server-renders the form, lets the "visitor" change the markup, then hydrates it. */
async function hydrateAfter(changeMarkup: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.replaceChildren(container);
  changeMarkup(container);
  await act(async () => {
    render(<Form />, { container, hydrate: true });
  });
}

describe('KeepEarlyInput', () => {
  it('replays what was typed, chosen and ticked before hydration through the island’s own handlers', async () => {
    await hydrateAfter((container) => {
      const [budget, , goalFirst, track] = container.querySelectorAll('input');
      budget!.value = '25000';
      goalFirst!.checked = true;
      container.querySelector('textarea')!.value = 'Xin chào, Q3 launch';
      container.querySelector('select')!.value = 'VND';
      track!.checked = true;
    });
    expect(screen.getByRole('status').textContent).toBe('25000|goal|Xin chào, Q3 launch|VND|true');
    expect(screen.getByLabelText('Budget')).toHaveProperty('value', '25000');
    expect(screen.getByLabelText('Goal first')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Budget first')).toHaveProperty('checked', false);
  });

  it('keeps what is typed and ticked while React is hydrating, after the island read its first state', async () => {
    await hydrateAfter((container) => {
      whileHydrating = () => {
        const [budget, , , track] = container.querySelectorAll('input');
        budget!.value = '31000';
        track!.checked = true;
      };
    });
    expect(screen.getByRole('status').textContent).toBe('31000|budget||USD|true');
  });

  it('leaves an untouched island as the server rendered it', async () => {
    await hydrateAfter(() => {});
    expect(screen.getByRole('status').textContent).toBe('10000|budget||USD|false');
  });

  it('is marked hydrating in the server markup, so its buttons look inactive, and unmarked once live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.replaceChildren(container);
    expect(container.querySelector('[data-keep-early-input]')?.hasAttribute('data-hydrating')).toBe(true);
    await act(async () => {
      render(<Form />, { container, hydrate: true });
    });
    expect(container.querySelector('[data-keep-early-input]')?.hasAttribute('data-hydrating')).toBe(false);
  });

  it('stays marked while busy after hydration (a shared link still opening), and unmarked after', async () => {
    const Busy = ({ busy }: { busy: boolean }) => (
      <KeepEarlyInput busy={busy}>
        <button type="button">Plan by month</button>
      </KeepEarlyInput>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Busy busy />);
    document.body.replaceChildren(container);
    const marked = () => container.querySelector('[data-keep-early-input]')?.hasAttribute('data-hydrating');
    const view = await act(async () => render(<Busy busy />, { container, hydrate: true }));
    expect(marked()).toBe(true);
    await act(async () => view.rerender(<Busy busy={false} />));
    expect(marked()).toBe(false);
  });
});
