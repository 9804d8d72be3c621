// @vitest-environment happy-dom
/** The best split's notes are read out after a change made in the block, not after every key press elsewhere. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { planningEn } from './i18n/en.ts';
import { SplitSection } from './split-section.tsx';

afterEach(cleanup);
const SATURATED = withPlanning(EXAMPLE_STATE, { saturation: EXAMPLE_LAYER });

function renderSplit() {
  let setBudget: (total: number) => void = () => {};
  function Harness() {
    const [state, setState] = useState(SATURATED);
    setBudget = (totalBudget) => setState((s) => ({ ...s, totalBudget }));
    return <SplitSection state={state} currency="USD" layer={EXAMPLE_LAYER} amount={1000} dispatch={() => {}} />;
  }
  renderPlanner(<Harness />);
  return { setBudget: (total: number) => act(() => setBudget(total)) };
}

const notes = () =>
  [...screen.getByTestId('split-messages').querySelectorAll('li')].map((li) => li.textContent).join(' ');
const heard = () => screen.getByTestId('split-heard');

describe('the best split’s notes', () => {
  it('are not read out when the plan changes elsewhere (a key press in Total Budget)', () => {
    const { setBudget } = renderSplit();
    const before = notes();
    setBudget(SATURATED.totalBudget * 3);
    expect(notes()).not.toBe(before);
    expect(screen.getByTestId('split-messages').getAttribute('aria-live')).toBeNull();
    expect(heard().textContent).toBe('');
  });

  it('are read out, as shown, after the visitor changes the block’s own settings', () => {
    const { setBudget } = renderSplit();
    expect(heard().getAttribute('role')).toBe('status');
    fireEvent.change(screen.getByLabelText(planningEn.split.goal), { target: { value: 'leads' } });
    expect(heard().textContent).toBe(notes());
    expect(notes()).not.toBe('');
    // The next change elsewhere leaves what was heard as it was.
    const said = heard().textContent;
    setBudget(SATURATED.totalBudget * 3);
    expect(heard().textContent).toBe(said);
  });
});
