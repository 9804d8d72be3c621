/**
 * The planning tools' mount point: one button until the visitor asks for them, so none of their
 * code loads with the page. The panel itself is a chunk loaded on demand, and so are its words:
 * fetched once the section comes within a screen of the view, as a visitor scrolls down to the
 * button, so a press finds them here.
 */
import { createElement, memo, useState, type Dispatch } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import type { PlannerState } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';
import { panelWords } from './panel-words.ts';
import { PlanningTextContext, usePlanningMountText } from './planning-text.tsx';
import { onDemand, useOnDemand } from '../../calculator-kit/on-demand.ts';
import { useWhenNear } from '../../calculator-kit/when-near.ts';
import { PartPending } from '../../calculator-kit/part-pending.tsx';
import { plannerCurves } from '../later.ts';

// Memoised, but fed the live plan, not a deferred copy: the planning settings are part of the plan,
// and a control bound to a deferred value shows its old state for a render (a checkbox that does not
// tick, a field that drops keys).
// With the curves' model: the diminishing-returns switch is in the panel, and turning it on then
// shows the figures through the curves at once.
const code = onDemand(() =>
  Promise.all([import('./planning-panel.tsx'), plannerCurves()]).then(([m]) => memo(m.PlanningPanel)),
);

interface MountProps {
  state: PlannerState;
  currency: Currency;
  dispatch: Dispatch<PlannerAction>;
}

export const PlanningMount = memo(function PlanningMount(props: MountProps) {
  const [open, setOpen] = useState(false);
  const t = usePlanningMountText();
  const words = panelWords[useToolLanguage().locale];
  // The panel's code and its words in the page's language, fetched side by side, once the section is
  // within a screen of the view: before a pointer or the focus can reach the button (focus scrolls
  // it into view). The press asks too, where the browser cannot tell what is in view.
  const load = () => {
    code.load();
    words.load();
  };
  const near = useWhenNear<HTMLElement>(load, '100% 0px');
  return (
    <section
      ref={near}
      aria-labelledby="planning-tools-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 print:hidden"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="planning-tools-heading" className="text-lg font-bold">
            {t.heading}
          </h3>
          <p className="text-sm text-slate-700">{t.intro}</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls="planning-tools"
          onClick={() => {
            load();
            setOpen((v) => !v);
          }}
        >
          {open ? t.hide : t.show}
        </Button>
      </div>
      <div id="planning-tools">{open && <LoadedPanel {...props} />}</div>
    </section>
  );
});

/**
 * The panel once its code and its words are here, and a loading line until then. Not React.lazy: a Suspense
 * boundary that showed its fallback reveals its content no sooner than 300 ms later, which made
 * opening the tools take that long even when the code arrived at once. The component changes
 * identity once (from none to the loaded panel), so nothing inside it loses state.
 */
function LoadedPanel(props: MountProps) {
  const t = usePlanningMountText();
  const words = panelWords[useToolLanguage().locale];
  // Asked for already (the section came near, or the press); null when the code or the words could
  // not load (said, and Hide then Show tries again).
  const panel = useOnDemand(code);
  const text = useOnDemand(words);
  if (panel && text) return <PlanningTextContext value={text}>{createElement(panel, props)}</PlanningTextContext>;
  return <PartPending failed={panel === null || text === null} loading={t.loading} />;
}
