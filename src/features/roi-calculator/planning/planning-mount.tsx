/**
 * The ROI calculator's planning checks: one button until the visitor asks for them, or open at once
 * when they arrive from the Budget Planner with a plan in the address fragment. Their code is a chunk
 * loaded on demand, fetched once the section comes within a screen of the view (decision 192), as
 * the planner's planning tools are.
 */
import { createElement, memo, useCallback, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import type { RoiRow } from '../model/roi.ts';
import type { PlanTargets } from '../../calculator-kit/model/plan-targets.ts';
import type { MarginalSettings } from '../model/advice-check.ts';
import { useRoiText } from '../roi-text.tsx';
import { onDemand, useOnDemand } from '../../calculator-kit/on-demand.ts';
import { PartPending } from '../../calculator-kit/part-pending.tsx';
import { useWhenNear } from '../../calculator-kit/when-near.ts';
import type { RoiPlanningPanel } from './roi-planning-panel.tsx';

// Read from a store, not through React.lazy: a Suspense boundary that showed its fallback reveals
// its content no sooner than 300 ms later, and a chunk that cannot load would have nothing to catch
// it. Here the section says so, and Hide then Show tries again.
const code = onDemand(() => import('./roi-planning-panel.tsx').then((m) => m.RoiPlanningPanel));

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}
const arrivedWithPlan = () => window.location.hash.startsWith('#targets=');

interface MountProps {
  rows: readonly RoiRow[];
  currency: Currency;
  /** Plan targets the calculator holds (restored from the draft or a link); checked by the panel. */
  targets?: unknown;
  onTargets?: (targets: unknown) => void;
  /** Called once when a plan arrives in the address (see RoiPlanningPanel). */
  onArrived?: (targets: PlanTargets) => void;
  /** The marginal check's settings, shared with the optimizer tab. */
  marginal?: MarginalSettings;
  onMarginal?: (settings: MarginalSettings) => void;
}

export function RoiPlanningMount({
  rows,
  currency,
  targets = null,
  onTargets,
  onArrived,
  marginal,
  onMarginal,
}: MountProps) {
  // Open when the visitor says so; until then, open exactly when a plan came in the address or is held.
  const [choice, setChoice] = useState<boolean | null>(null);
  const withPlan = useSyncExternalStore(subscribeToHash, arrivedWithPlan, () => false);
  const open = choice ?? (withPlan || targets !== null);
  const toggle = useCallback(() => setChoice(!open), [open]);
  const near = useWhenNear<HTMLElement>(code.load, '100% 0px');
  return (
    <section
      ref={near}
      aria-labelledby="roi-planning-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 print:hidden"
    >
      <PlanningHeading open={open} onToggle={toggle} />
      <div id="roi-planning">
        {open && (
          <LoadedPanel
            rows={rows}
            currency={currency}
            held={targets}
            {...(onTargets ? { onHeld: onTargets } : {})}
            {...(onArrived ? { onArrived } : {})}
            {...(marginal && onMarginal ? { marginal, onMarginal } : {})}
          />
        )}
      </div>
    </section>
  );
}

type PanelProps = ComponentProps<typeof RoiPlanningPanel>;

/** The panel once its code is here, a loading line until then, and a notice if it cannot load. */
function LoadedPanel(props: PanelProps) {
  const panel = useOnDemand(code);
  const t = useRoiText();
  // The loaded component is the same function on every render; createElement says so to the linter.
  if (panel) return createElement(panel, props);
  return <PartPending failed={panel === null} loading={t.planningLoading} />;
}

// Memoised: a key press in a card changes the rows, not this heading.
const PlanningHeading = memo(function PlanningHeading({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useRoiText();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h3 id="roi-planning-heading" className="text-lg font-bold">
          {t.planningHeading}
        </h3>
        <p className="text-sm text-slate-700">{t.planningIntro}</p>
      </div>
      <Button variant="outline" aria-expanded={open} aria-controls="roi-planning" onClick={onToggle}>
        {open ? t.planningHide : t.planningShow}
      </Button>
    </div>
  );
});
