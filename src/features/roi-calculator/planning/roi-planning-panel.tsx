import { useEffect, useState } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { targetsTokenFromHash, type PlanTargets } from '../../calculator-kit/model/plan-targets.ts';
import { decodeTargets, planTargetsSchema } from '../../calculator-kit/model/plan-targets-read.ts';
import type { RoiRow } from '../model/roi.ts';
import type { MarginalSettings } from '../model/advice-check.ts';
import { BandsSection } from './bands-section.tsx';
import { ResplitSection } from './resplit-section.tsx';
import { RoiMethodology } from './roi-methodology.tsx';
import { TargetsSection } from './targets-section.tsx';
import { fill } from '../../../i18n/fill.ts';
import { useRoiText } from '../roi-text.tsx';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';

interface PanelProps {
  rows: readonly RoiRow[];
  currency: Currency;
  /** Targets the calculator holds (draft, link); when onHeld is given, the targets live there. */
  held?: unknown;
  onHeld?: (targets: unknown) => void;
  /** A plan that arrived in the address (the hand-off link), once: the calculator sets up its channels. */
  onArrived?: (targets: PlanTargets) => void;
  /** The marginal check's settings when the calculator holds them (shared with the optimizer tab). */
  marginal?: MarginalSettings;
  onMarginal?: (settings: MarginalSettings) => void;
}

export function RoiPlanningPanel({ rows, currency, held = null, onHeld, onArrived, marginal, onMarginal }: PanelProps) {
  const p = useRoiText().planning;
  const { kit } = useToolLanguage();
  // The panel only ever renders in the browser (it loads on demand), so the address can be read at once.
  const [arrived] = useState(() => {
    const token = targetsTokenFromHash(window.location.hash);
    return token === null ? undefined : decodeTargets(token);
  });
  const [own, setOwn] = useState<PlanTargets | null>(arrived?.ok ? arrived.value : null);
  const fromAddress = arrived?.ok ? arrived.value : undefined;
  // A plan in the address is handed to the calculator once, so its draft and links keep it.
  useEffect(() => {
    if (fromAddress && onHeld) onHeld(fromAddress);
    if (fromAddress) onArrived?.(fromAddress);
    // Once, on arrival: later edits of the held targets must not be overwritten by the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const checked = onHeld ? planTargetsSchema.safeParse(held) : undefined;
  const targets: PlanTargets | null = onHeld ? (checked?.success ? checked.data : (fromAddress ?? null)) : own;
  const setTargets = (value: PlanTargets) => (onHeld ? onHeld(value) : setOwn(value));
  const [problem, setProblem] = useState<string | undefined>(
    arrived && !arrived.ok
      ? fill(p.unchanged, { error: arrived.problem ? kit.shareErrors[arrived.problem] : arrived.error })
      : undefined,
  );
  return (
    <div className="mt-5 space-y-3">
      <TargetsSection
        rows={rows}
        currency={currency}
        targets={targets}
        problem={problem}
        onTargets={setTargets}
        onProblem={setProblem}
      />
      <BandsSection rows={rows} currency={currency} />
      <ResplitSection
        rows={rows}
        currency={currency}
        {...(marginal && onMarginal ? { settings: marginal, onSettings: onMarginal } : {})}
      />
      <RoiMethodology />
    </div>
  );
}
