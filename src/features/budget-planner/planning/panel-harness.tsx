/**
 * Tests' harness: the planning panel over the planner's own reducer, as the planner mounts it, with
 * the plan and its settings as the reducer holds them after each commit.
 */
import { useLayoutEffect, useReducer } from 'react';
import { renderPlanner } from '../i18n/test-wrapper.tsx';
import { planningOf, type PlanningSettings } from '../model/planning-settings.ts';
import type { PlannerState } from '../model/planner.ts';
import { plannerReducer } from '../model/state.ts';
import { PlanningPanel } from './planning-panel.tsx';

export function renderPanel(initial: PlannerState) {
  let latest = initial;
  function Planner() {
    const [state, dispatch] = useReducer(plannerReducer, initial);
    useLayoutEffect(() => {
      latest = state;
    });
    return <PlanningPanel state={state} currency="USD" dispatch={dispatch} />;
  }
  renderPlanner(<Planner />);
  return { plan: () => latest, settings: (): PlanningSettings => planningOf(latest) };
}
