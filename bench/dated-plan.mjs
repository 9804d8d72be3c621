// The dated plan's recompute on input: a 12-month flight × 10 channels with a year of weekly
// actuals (520 rows), re-computed after one month's budget is typed (months, weeks, pacing,
// accuracy, the revenue split and the suggestion: everything the panel shows). Median and p95
// milliseconds per recompute. Run alone with `node bench/dated-plan.mjs`.
import { computeDated } from '../src/features/budget-planner/dated-plan/model/compute.ts';
import { addDays, flightOfMonths } from '../src/features/budget-planner/dated-plan/model/calendar.ts';
import { fixMonth, newDatedPlan } from '../src/features/budget-planner/dated-plan/model/plan.ts';
import { presetIndices } from '../src/features/budget-planner/dated-plan/model/seasonality.ts';

const MONTHS = 12;
const CHANNELS = 10;

export function runDatedPlanBench() {
  const flight = flightOfMonths('2027-01', MONTHS);
  const months = Array.from({ length: MONTHS }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}`);
  const names = Array.from({ length: CHANNELS }, (_, i) => `Channel ${i + 1}`);
  const inputs = {
    totalBudget: 1_200_000,
    leadToCustomerRate: 20,
    channels: names.map((name, i) => ({
      name,
      share: 1 / CHANNELS,
      cpc: 1 + i * 0.2,
      cvr: 2 + (i % 4),
      valuePerLead: 100 + i * 10,
    })),
  };
  const actuals = Array.from({ length: 52 }, (_, week) =>
    names.map((channel, i) => ({
      channel,
      weekStart: addDays('2027-01-04', week * 7),
      spend: 2300 + i * 10,
      clicks: 1500,
      results: 40,
      revenue: 4500,
    })),
  ).flat();
  const plan = {
    ...newDatedPlan(flight),
    phasing: 'seasonal',
    preset: 'vn',
    index: presetIndices('vn', months),
    actuals,
  };
  // Warm up, then time one recompute per typed value.
  for (let i = 0; i < 20; i += 1) computeDated(fixMonth(plan, '2027-03', 100_000 + i), inputs);
  const samples = [];
  for (let i = 0; i < 200; i += 1) {
    const edited = fixMonth(plan, months[i % MONTHS], 90_000 + i);
    const start = performance.now();
    computeDated(edited, inputs);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    months: MONTHS,
    channels: CHANNELS,
    actualRows: actuals.length,
    medianMs: samples[Math.floor(samples.length / 2)],
    p95Ms: samples[Math.floor(samples.length * 0.95)],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(runDatedPlanBench());
