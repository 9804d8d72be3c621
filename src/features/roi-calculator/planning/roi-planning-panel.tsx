import { useState } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { decodeTargets, targetsTokenFromHash, type PlanTargets } from '../../calculator-kit/model/plan-targets.ts';
import type { RoiRow } from '../model/roi.ts';
import { BandsSection } from './bands-section.tsx';
import { ResplitSection } from './resplit-section.tsx';
import { RoiMethodology } from './roi-methodology.tsx';
import { TargetsSection } from './targets-section.tsx';
import { fill } from '../../../i18n/fill.ts';
import { useRoiText } from '../roi-text.tsx';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';

export function RoiPlanningPanel({ rows, currency }: { rows: readonly RoiRow[]; currency: Currency }) {
  const p = useRoiText().planning;
  const { kit } = useToolLanguage();
  // The panel only ever renders in the browser (it loads on demand), so the address can be read at once.
  const [arrived] = useState(() => {
    const token = targetsTokenFromHash(window.location.hash);
    return token === null ? undefined : decodeTargets(token);
  });
  const [targets, setTargets] = useState<PlanTargets | null>(arrived?.ok ? arrived.value : null);
  const [problem, setProblem] = useState<string | undefined>(
    arrived && !arrived.ok ? fill(p.unchanged, { error: arrived.problem ? kit.shareErrors[arrived.problem] : arrived.error }) : undefined,
  );
  return (
    <div className="mt-5 space-y-3">
      <TargetsSection rows={rows} currency={currency} targets={targets} problem={problem} onTargets={setTargets} onProblem={setProblem} />
      <BandsSection rows={rows} currency={currency} />
      <ResplitSection rows={rows} currency={currency} />
      <RoiMethodology />
    </div>
  );
}
