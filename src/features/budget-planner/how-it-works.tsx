/**
 * The methodology panel: the formulas in plain words, with the default plan worked through.
 * Static (no JavaScript); every number comes from model/planner.ts, the same figures the unit tests assert.
 */
import { BookOpen, ChevronDown } from 'lucide-react';
import { formatMoney, formatNumber } from '../../lib/money.ts';
import { calculatePlan, defaultPlannerState, requiredLeads } from './model/planner.ts';

const usd = (value: number, decimals = 0) => formatMoney(value, 'USD', decimals);

export function HowItWorks() {
  const state = defaultPlannerState();
  const { channels, summary } = calculatePlan(state);
  const google = channels[0];
  const googleInput = state.channels[0];
  const goal = calculatePlan({ ...state, planningMode: 'goal-first' }).summary;
  if (!google || !googleInput) return null;

  return (
    <details className="group mt-10 rounded-card border border-slate-200 bg-white shadow-card print:hidden">
      <summary className="flex cursor-pointer list-none items-center gap-3 p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
        <BookOpen aria-hidden="true" className="h-5 w-5 text-brand-600" />
        <span className="font-display text-lg font-bold text-slate-900">How it works: the formulas, with a worked example</span>
        <ChevronDown aria-hidden="true" className="ml-auto h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-8 border-t border-slate-200 p-5 text-slate-700 sm:p-6 lg:grid-cols-2">
        <div className="space-y-5">
          <div>
            <h3 className="text-base font-bold">Budget First</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Channel budget = total budget × allocation ÷ 100</li>
              <li>Clicks = channel budget ÷ cost per click (CPC)</li>
              <li>Leads = clicks × conversion rate (CVR) ÷ 100</li>
              <li>Cost per lead (CPL) = channel budget ÷ leads</li>
              <li>Revenue = leads × value per lead; ROAS = revenue ÷ channel budget</li>
            </ul>
            <p className="mt-2 text-sm">Results appear once the allocations add up to 100% (within 0.1%).</p>
          </div>
          <div>
            <h3 className="text-base font-bold">Goal First</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Leads needed = customer goal ÷ (lead-to-customer rate ÷ 100)</li>
              <li>
                Those leads are shared across channels in proportion to CVR ÷ CPC (a CPC under 0.01 counts as 0.01), so channels with the cheapest leads carry
                the most
              </li>
              <li>Clicks = leads ÷ (CVR ÷ 100); channel budget = clicks × CPC</li>
            </ul>
          </div>
          <div>
            <h3 className="text-base font-bold">Summary</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Customers = leads × lead-to-customer rate ÷ 100</li>
              <li>ROI = (revenue − budget) ÷ budget</li>
              <li>Average customer acquisition cost (CAC) = budget ÷ customers</li>
            </ul>
            <p className="mt-2 text-sm">Anything that would divide by zero (a CPC of 0, no leads, no budget) is shown as 0 rather than an error.</p>
          </div>
        </div>
        <div className="rounded-control bg-slate-50 p-5">
          <h3 className="text-base font-bold">Worked example: the starting plan</h3>
          <p className="mt-2 text-sm">
            {usd(state.totalBudget)} budget, lead-to-customer rate {state.leadToCustomerRate}%. {googleInput.name} gets {googleInput.budgetAllocation}%, pays{' '}
            {usd(googleInput.cpc, 2)} a click, converts {googleInput.cvr}% of clicks and values a lead at {usd(googleInput.valuePerLead)}.
          </p>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            <li>
              Budget: {usd(state.totalBudget)} × {googleInput.budgetAllocation}% = {usd(google.allocatedBudget)}
            </li>
            <li>
              Clicks: {usd(google.allocatedBudget)} ÷ {usd(googleInput.cpc, 2)} = {formatNumber(google.estimatedClicks)}
            </li>
            <li>
              Leads: {formatNumber(google.estimatedClicks)} × {googleInput.cvr}% = {formatNumber(google.estimatedLeads)}
            </li>
            <li>
              CPL: {usd(google.allocatedBudget)} ÷ {formatNumber(google.estimatedLeads)} = {usd(google.cpl, 2)}
            </li>
            <li>
              Revenue: {formatNumber(google.estimatedLeads)} × {usd(googleInput.valuePerLead)} = {usd(google.estimatedRevenue)}; ROAS{' '}
              {formatNumber(google.roas, 2)}x
            </li>
          </ol>
          <p className="mt-4 text-sm">All four channels together:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            <li>
              {formatNumber(summary.totalEstimatedLeads, 2)} leads × {state.leadToCustomerRate}% = {formatNumber(summary.totalEstimatedCustomers, 2)} customers
            </li>
            <li>
              Revenue {usd(summary.totalEstimatedRevenue)}; ROI ({usd(summary.totalEstimatedRevenue)} − {usd(summary.totalBudget)}) ÷ {usd(summary.totalBudget)}{' '}
              = {formatNumber(summary.overallROI * 100, 1)}%
            </li>
            <li>
              CAC {usd(summary.totalBudget)} ÷ {formatNumber(summary.totalEstimatedCustomers, 2)} = {usd(summary.averageCAC, 2)}
            </li>
          </ul>
          <p className="mt-4 text-sm">
            Goal First with a goal of {state.campaignGoal} customers at {state.leadToCustomerRate}%:{' '}
            {formatNumber(requiredLeads(state.campaignGoal, state.leadToCustomerRate))} leads, for a required budget of about {usd(goal.totalBudget, 2)}.
          </p>
        </div>
      </div>
    </details>
  );
}
