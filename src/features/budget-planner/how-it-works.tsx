/**
 * The methodology panel: the formulas in plain words, with the default plan worked through.
 * Static (no JavaScript); every number comes from model/planner.ts, the same figures the unit tests
 * assert, written in the page's language (the Vietnamese example, in vi-VN figures, on a Vietnamese page).
 */
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../lib/locales.ts';
import { exampleScale } from '../../lib/money.ts';
import { defaultCurrencyFor } from '../calculator-kit/use-currency.ts';
import { formattersFor } from '../calculator-kit/use-format.ts';
import type { PlannerPageText } from './i18n/index.ts';
import { calculatePlan, defaultPlannerState, requiredLeads } from './model/planner.ts';
import { vietnamExampleState } from './model/vietnam-example.ts';
import { Icon } from '../../components/ui/icon.tsx';

export function HowItWorks({ locale, text }: { locale: Locale; text: PlannerPageText['how'] }) {
  // The worked example is the plan the tool opens with: SPEC's in dollars, or on a page that opens in
  // dong the cited Vietnamese example (model/vietnam-example.ts), as the planner itself does.
  const currency = defaultCurrencyFor(locale);
  const state = currency === 'VND' ? vietnamExampleState() : defaultPlannerState(undefined, exampleScale(currency));
  const { channels, summary } = calculatePlan(state);
  const google = channels[0];
  const googleInput = state.channels[0];
  const goal = calculatePlan({ ...state, planningMode: 'goal-first' }).summary;
  if (!google || !googleInput) return null;
  const fmt = formattersFor(currency, locale);
  const money = (value: number, decimals = 0) => fmt.money(value, decimals);
  const num = (value: number, decimals = 0) => fmt.number(value, decimals);
  const pct = (value: number) => `${num(value, value % 1 === 0 ? 0 : 1)}%`;
  const list = (items: readonly string[]) => (
    <ul className="mt-2 list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

  return (
    <details className="group mt-10 rounded-card border border-slate-200 bg-white shadow-card print:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-3 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
        <Icon name="book-open" className="h-5 w-5 text-brand-600" />
        <span className="font-display text-lg font-bold text-slate-900">{text.summary}</span>
        <Icon
          name="chevron-down"
          className="ml-auto h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-8 border-t border-slate-200 p-5 text-slate-700 sm:p-6 lg:grid-cols-2">
        <div className="space-y-5">
          <div>
            <h3 className="text-base font-bold">{text.budgetFirst}</h3>
            {list(text.budgetFirstSteps)}
            <p className="mt-2 text-sm">{text.budgetFirstNote}</p>
          </div>
          <div>
            <h3 className="text-base font-bold">{text.goalFirst}</h3>
            {list(text.goalFirstSteps)}
          </div>
          <div>
            <h3 className="text-base font-bold">{text.summaryHeading}</h3>
            {list(text.summarySteps)}
            <p className="mt-2 text-sm">{text.summaryNote}</p>
          </div>
        </div>
        <div className="min-w-0 rounded-control bg-slate-50 p-5 break-words">
          <h3 className="text-base font-bold">{text.exampleHeading}</h3>
          <p className="mt-2 text-sm">
            {fill(text.exampleIntro, {
              budget: money(state.totalBudget),
              rate: pct(state.leadToCustomerRate),
              channel: googleInput.name,
              allocation: pct(googleInput.budgetAllocation),
              cpc: money(googleInput.cpc, 2),
              cvr: pct(googleInput.cvr),
              value: money(googleInput.valuePerLead),
            })}
          </p>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            <li>
              {fill(text.stepBudget, {
                budget: money(state.totalBudget),
                allocation: pct(googleInput.budgetAllocation),
                result: money(google.allocatedBudget),
              })}
            </li>
            <li>
              {fill(text.stepClicks, {
                budget: money(google.allocatedBudget),
                cpc: money(googleInput.cpc, 2),
                result: num(google.estimatedClicks),
              })}
            </li>
            <li>
              {fill(text.stepLeads, {
                clicks: num(google.estimatedClicks),
                cvr: pct(googleInput.cvr),
                result: num(google.estimatedLeads),
              })}
            </li>
            <li>
              {fill(text.stepCpl, {
                budget: money(google.allocatedBudget),
                leads: num(google.estimatedLeads),
                result: money(google.cpl, 2),
              })}
            </li>
            <li>
              {fill(text.stepRevenue, {
                leads: num(google.estimatedLeads),
                value: money(googleInput.valuePerLead),
                result: money(google.estimatedRevenue),
                roas: `${num(google.roas, 2)}x`,
              })}
            </li>
          </ol>
          <p className="mt-4 text-sm">{text.allChannels}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            <li>
              {fill(text.totalCustomers, {
                leads: num(summary.totalEstimatedLeads, 2),
                rate: pct(state.leadToCustomerRate),
                customers: num(summary.totalEstimatedCustomers, 2),
              })}
            </li>
            <li>
              {fill(text.totalRoi, {
                revenue: money(summary.totalEstimatedRevenue),
                budget: money(summary.totalBudget),
                roi: `${num(summary.overallROI * 100, 1)}%`,
              })}
            </li>
            <li>
              {fill(text.totalCac, {
                budget: money(summary.totalBudget),
                customers: num(summary.totalEstimatedCustomers, 2),
                cac: money(summary.averageCAC, 2),
              })}
            </li>
          </ul>
          <p className="mt-4 text-sm">
            {fill(text.goalExample, {
              goal: num(state.campaignGoal),
              rate: pct(state.leadToCustomerRate),
              leads: num(requiredLeads(state.campaignGoal, state.leadToCustomerRate)),
              budget: money(goal.totalBudget, 2),
            })}
          </p>
        </div>
      </div>
    </details>
  );
}
