import { multiplierText } from './model/optimizer.ts';
import { DECREASE_ROI, INCREASE_ROI, STRONG_INCREASE_ROI, type Recommendation } from './model/roi.ts';

const STEPS = [
  {
    title: 'Gather one period of numbers',
    text: 'Pick a period you can measure end to end, such as last month or last quarter. For each channel take spend from the ad platform or invoice, clicks from the platform or analytics, leads from your forms or CRM, and customers and revenue from sales records.',
  },
  {
    title: 'Enter each channel on Data Input',
    text: 'Choose Edit on a card to unlock it, type the figures and choose Done. Add a card for every channel you pay for, and remove the ones you do not use. Only one card is editable at a time, so numbers are never changed by accident.',
  },
  {
    title: 'Read Results & Metrics',
    text: 'The totals show whether marketing as a whole pays for itself. The detailed table compares channels on cost per lead, customer acquisition cost and conversion rates, with a budget recommendation for each.',
  },
  {
    title: 'Compare channels on the Dashboard',
    text: 'Charts show ROI, where the budget goes and revenue against spend. Every chart has the same numbers as a table.',
  },
  {
    title: 'Plan the next period with the Budget Optimizer',
    text: 'Channels are ranked by ROI with a suggested budget and a reason. Export a CSV for your records, share a link with colleagues, or print a report.',
  },
];

const FORMULAS = [
  ['ROI', '(Revenue − Spend) ÷ Spend'],
  ['ROAS', 'Revenue ÷ Spend'],
  ['CPL (cost per lead)', 'Spend ÷ Leads'],
  ['ARPC (average revenue per customer)', 'Revenue ÷ Customers'],
  ['Lead conversion rate', 'Leads ÷ Clicks'],
  ['Customer conversion rate', 'Customers ÷ Clicks'],
  ['CPC (cost per click)', 'Spend ÷ Clicks'],
  ['CAC (customer acquisition cost)', 'Spend ÷ Customers'],
];

const pct = (ratio: number) => `${ratio * 100}%`;
// Written from the thresholds and multipliers the optimizer uses, so the help cannot drift from them.
const RULES = [
  [`ROI above ${pct(STRONG_INCREASE_ROI)}`, 'Strongly Increase'],
  [`ROI above ${pct(INCREASE_ROI)}`, 'Increase'],
  [`ROI from ${pct(DECREASE_ROI)} to ${pct(INCREASE_ROI)}`, 'Maintain'],
  [`ROI below ${pct(DECREASE_ROI)}`, 'Decrease / Re-evaluate'],
].map(([when, recommendation]) => [when, recommendation, `suggested budget ${multiplierText(recommendation as Recommendation)}`]);

export function InstructionsTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <section aria-labelledby="roi-steps" className="lg:col-span-3">
        <h2 id="roi-steps" className="text-xl font-bold">
          How the calculator works
        </h2>
        <ol className="mt-4 space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="roi-method" className="rounded-card border border-slate-200 bg-slate-50 p-5 lg:col-span-2">
        <h2 id="roi-method" className="text-xl font-bold">
          Methodology
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          {FORMULAS.map(([name, formula]) => (
            <div key={name} className="flex flex-wrap justify-between gap-x-3">
              <dt className="font-medium text-slate-800">{name}</dt>
              <dd className="font-mono text-slate-700">{formula}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-semibold">Budget recommendations</h3>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {RULES.map(([when, rec, budget]) => (
            <li key={rec}>
              {when}: <strong className="text-slate-900">{rec}</strong> ({budget})
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">
          Totals apply the same formulas to the summed figures. A metric whose divisor is zero (for example CPL with no leads) shows as 0. Amounts are in the
          currency you choose; the calculator does not convert between currencies.
        </p>
      </section>
    </div>
  );
}
