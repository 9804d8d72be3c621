import { useEffect, useState } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { decodeTargets, targetsTokenFromHash, type PlanTargets } from '../../calculator-kit/model/plan-targets.ts';
import type { RoiRow } from '../model/roi.ts';
import { BandsSection } from './bands-section.tsx';
import { ResplitSection } from './resplit-section.tsx';
import { RoiMethodology } from './roi-methodology.tsx';
import { TargetsSection } from './targets-section.tsx';

export function RoiPlanningPanel({ rows, currency }: { rows: readonly RoiRow[]; currency: Currency }) {
  const [targets, setTargets] = useState<PlanTargets | null>(null);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const token = targetsTokenFromHash(window.location.hash);
    if (token === null) return;
    const decoded = decodeTargets(token);
    if (decoded.ok) setTargets(decoded.value);
    else setProblem(`${decoded.error} Your actuals are unchanged.`);
  }, []);
  return (
    <div className="mt-5 space-y-3">
      <TargetsSection rows={rows} currency={currency} targets={targets} problem={problem} onTargets={setTargets} onProblem={setProblem} />
      <BandsSection rows={rows} currency={currency} />
      <ResplitSection rows={rows} currency={currency} />
      <RoiMethodology />
    </div>
  );
}
