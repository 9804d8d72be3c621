import type { CostPerMessage } from '../calculator-kit/model/result-type.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import type { Currency } from '../../lib/money.ts';
import type { PlanningMode, PlanSummary } from './model/planner.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { usePlannerText } from './planner-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

// Made once: an element that is the same object every render is skipped by React, so a keystroke
// redraws the figures and not their icons.
const ICON = 'h-4 w-4 text-brand-600';
const ICONS = {
  Banknote: <Icon name="banknote" className={ICON} />,
  Calculator: <Icon name="calculator" className={ICON} />,
  MessageCircle: <Icon name="message-circle" className={ICON} />,
  Percent: <Icon name="percent" className={ICON} />,
  Target: <Icon name="target" className={ICON} />,
  TrendingUp: <Icon name="trending-up" className={ICON} />,
  Users: <Icon name="users" className={ICON} />,
};

/**
 * A figure never breaks across lines, so its size follows its length: two tiles share a 360 px
 * phone while every figure is short (about 10 characters fit); longer ones (VND) take a row each.
 */
function figureSize(value: string): string {
  if (value.length <= 8) return 'text-xl sm:text-2xl';
  if (value.length <= 11) return 'text-lg sm:text-xl';
  return value.length <= 14 ? 'text-lg' : 'text-base';
}

interface SummaryTilesProps {
  summary: PlanSummary;
  mode: PlanningMode;
  currency: Currency;
  /** "Est. Leads" with the result types the channels count ("Est. Leads (messages started)"). */
  leadsLabel?: string;
  /** Cost per message over the channels that count messages started, when any does. */
  perMessage?: CostPerMessage | null;
}

export function SummaryTiles({ summary, mode, currency, leadsLabel, perMessage = null }: SummaryTilesProps) {
  const t = usePlannerText();
  const { kit } = useToolLanguage();
  const fmt = useFormat(currency);
  const tiles = [
    {
      label: mode === 'goal-first' ? t.requiredBudget : t.totalBudget,
      value: fmt.money(summary.totalBudget),
      icon: ICONS.Banknote,
    },
    { label: leadsLabel ?? t.estLeads, value: fmt.number(summary.totalEstimatedLeads, 1), icon: ICONS.Target },
    { label: t.estCustomers, value: fmt.number(summary.totalEstimatedCustomers, 1), icon: ICONS.Users },
    { label: t.estRevenue, value: fmt.money(summary.totalEstimatedRevenue), icon: ICONS.TrendingUp },
    { label: t.overallRoi, value: fmt.percent(summary.overallROI * 100), icon: ICONS.Percent },
    { label: t.avgCac, value: fmt.money(summary.averageCAC), icon: ICONS.Calculator },
    // Where channels count started conversations, their cost per message is a headline figure of its own.
    ...(perMessage
      ? [
          {
            label: kit.results.costPerMessage,
            value: perMessage.messages > 0 ? fmt.money(perMessage.cost) : '—',
            icon: ICONS.MessageCircle,
          },
        ]
      : []),
  ];
  return (
    <dl
      className={`grid gap-3 sm:grid-cols-3 ${tiles.some((tile) => tile.value.length > 10) ? 'min-[26rem]:grid-cols-2' : 'grid-cols-2'}`}
    >
      {tiles.map(({ label, value, icon }) => (
        <div
          key={label}
          data-summary-tile={label}
          className="rounded-control border border-slate-200 bg-white p-4 print:break-inside-avoid"
        >
          <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            {icon}
            {label}
          </dt>
          {/* A figure never breaks across lines; long ones (VND runs to billions) drop a size instead. */}
          <dd
            className={`mt-1 font-display font-bold whitespace-nowrap text-slate-900 tabular-nums ${figureSize(value)}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
