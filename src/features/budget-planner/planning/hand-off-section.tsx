import { Button } from '../../../components/ui/button.tsx';
import { downloadFile } from '../../calculator-kit/download-csv.ts';
import type { Currency } from '../../../lib/money.ts';
import { buildTargets, targetsToJson, targetsUrl } from '../../calculator-kit/model/plan-targets.ts';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import { Block, usePlanning } from './words.tsx';

export const ROI_CALCULATOR_PATH = '/solutions/free-resources/roi-calculator';

/** The plan as targets for the ROI calculator: in the link's fragment (never sent to a server) or as a file. */
interface Props {
  state: PlannerState;
  currency: Currency;
  evaluate: (s: PlannerState) => PlanResults;
}

export function HandOffSection(props: Props) {
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.handOff.title}>
      <HandOffBody {...props} />
    </Block>
  );
}

/** The link is built from the plan only while the block is open. */
function HandOffBody({ state, currency, evaluate }: Props) {
  const { t: words, fmt, name } = usePlanning(currency);
  const t = words.handOff;
  const build = () => {
    const results = evaluate(state);
    return buildTargets({
      currency,
      l2c: state.leadToCustomerRate,
      channels: results.channels.map((r, i) => {
        const c = state.channels[i];
        return {
          // A channel left blank is named in the page's words, as everywhere else in the planner.
          name: name(c?.name ?? r.name, i),
          spend: r.allocatedBudget,
          cpc: c?.cpc ?? 0,
          cvr: c?.cvr ?? 0,
          vpl: c?.valuePerLead ?? 0,
          clicks: r.estimatedClicks,
          leads: r.estimatedLeads,
          revenue: r.estimatedRevenue,
          // A marketplace's cut travels, so the ROI calculator shows true ROAS after fees too.
          ...(c?.fees ? { fees: c.fees } : {}),
        };
      }),
    });
  };
  // The ROI calculator in the page's own language: a Vietnamese plan lands on the Vietnamese page.
  const path = fmt.locale === 'vi' ? `/vi${ROI_CALCULATOR_PATH}` : ROI_CALCULATOR_PATH;
  const href = targetsUrl(new URL(path, window.location.origin).toString(), build());
  return (
    <>
      <p>{t.explain}</p>
      <div className="flex flex-wrap gap-2">
        <a
          className="inline-flex items-center rounded-control bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          href={href}
        >
          {t.send}
        </a>
        <Button
          size="sm"
          variant="outline"
          onClick={() => downloadFile('plan-targets.json', targetsToJson(build()), 'application/json')}
        >
          {t.download}
        </Button>
      </div>
    </>
  );
}
