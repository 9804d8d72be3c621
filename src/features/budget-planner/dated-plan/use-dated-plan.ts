/**
 * The visitor's dated plan: what is on screen is this state; every change is also written to
 * browser storage (lib/storage.ts, schema-checked), and a write that fails is reported, not hidden.
 */
import { useEffect, useState } from 'react';
import { writeJson, browserStorage, notifyStored } from '../../../lib/storage.ts';
import { localIsoDate } from '../../../lib/dates.ts';
import { nextCalendarMonth } from './model/calendar.ts';
import { DATED_PLAN_KEY, datedPlanStore, decodeDated, ASK_FOR_FILE, storedForm } from './model/document.ts';
import { newDatedPlan, type DatedPlan } from './model/plan.ts';

export type Notice = 'storage-full' | 'storage-bad' | 'from-link' | 'bad-link' | 'ask-file';

function initial(linkToken: string | null): { plan: DatedPlan; notice?: Notice } {
  const fresh = () => newDatedPlan(nextCalendarMonth(localIsoDate(new Date())));
  if (linkToken === ASK_FOR_FILE) return { plan: datedPlanStore.read().value ?? fresh(), notice: 'ask-file' };
  if (linkToken !== null) {
    const decoded = decodeDated(linkToken);
    if (decoded.ok) return { plan: decoded.value, notice: 'from-link' };
    return { plan: datedPlanStore.read().value ?? fresh(), notice: 'bad-link' };
  }
  const stored = datedPlanStore.read();
  if (stored.problem === 'corrupted') return { plan: fresh(), notice: 'storage-bad' };
  return { plan: stored.value ?? fresh() };
}

export function useDatedPlan(linkToken: string | null) {
  const [start] = useState(() => initial(linkToken));
  const [plan, setPlan] = useState<DatedPlan>(start.plan);
  const [notice, setNotice] = useState<Notice | undefined>(start.notice);
  const [linkWritten, setLinkWritten] = useState(false);
  const change = (next: DatedPlan) => {
    setPlan(next);
    const written = writeJson(browserStorage(), DATED_PLAN_KEY, storedForm(next));
    if (!written.ok) setNotice('storage-full');
    else if (notice === 'storage-full') setNotice(undefined);
    // Other parts of the page read the dated plan too (the ranges' seasonal-peak advice).
    if (written.ok) notifyStored(DATED_PLAN_KEY);
  };
  // A full-plan file opened in the planner brings its dated plan through storage: show it.
  useEffect(
    () =>
      datedPlanStore.subscribe(() => {
        const stored = datedPlanStore.read();
        // Cleared (the Undo of a file that brought the first dated plan): a fresh plan, as on a reload.
        if (stored.value) setPlan(stored.value);
        else if (!stored.problem) setPlan(newDatedPlan(nextCalendarMonth(localIsoDate(new Date()))));
      }),
    [],
  );
  // A plan opened from a link is kept as soon as it is on screen, so a reload shows it again.
  if (start.notice === 'from-link' && !linkWritten) {
    setLinkWritten(true);
    writeJson(browserStorage(), DATED_PLAN_KEY, storedForm(start.plan));
  }
  return { plan, change, notice, setNotice };
}
