import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedRows } from '../../calculator-kit/import/imported-rows.ts';
import { importedPeriodRows } from '../../calculator-kit/import/period-rows.ts';
import { readExportBytes } from '../../calculator-kit/import/read-file.ts';
import { defaultPlannerState } from '../model/planner.ts';
import { planningOf } from '../model/planning-settings.ts';
import { calibratedPlan } from './calibrated-plan.ts';
import { channelPeriods } from './period-fit.ts';

const read = async (name: string) => {
  const result = await readExportBytes(
    new Uint8Array(readFileSync(join(process.cwd(), 'tests/fixtures/exports', name))),
  );
  if (!result.ok) throw new Error(`could not read ${name}: ${result.problem}`);
  return result.file;
};
const label = (type: string) => type;

async function twoMonths() {
  const files = [await read('google-ads-july-2026-utf16.csv'), await read('google-ads-august-2026-utf16.csv')];
  return {
    rows: files.flatMap((file) => importedRows(file, 'conversions', label, 20)),
    fits: channelPeriods(files.flatMap((file) => importedPeriodRows(file, 'conversions', label))),
  };
}

describe('the plan two months of Google Ads make', () => {
  it('plans each channel’s average month and switches the curve on for Search only, marked from the file', async () => {
    const { rows, fits } = await twoMonths();
    const plan = calibratedPlan(defaultPlannerState(), { rows, mode: 'replace', currency: 'AUD' }, fits, 1);
    if (!plan) throw new Error('no plan');
    // (3,000 + 5,000) / 2, (2,000 + 2,600) / 2, (500 + 700) / 2 = 4,000 + 2,300 + 600.
    expect(plan.next.totalBudget).toBe(6900);
    expect(plan.next.channels.map((c) => [c.name, c.budgetAllocation, c.cpc])).toEqual([
      ['Google Ads – Search', 58, 2],
      ['Google Ads – Shopping', 33.3, 4600 / 5400],
      ['Google Ads – Video', 8.7, expect.any(Number)],
    ]);
    const layer = planningOf(plan.next).saturation;
    const search = plan.next.channels[0]!.id;
    expect(layer.enabled).toBe(true);
    expect(Object.keys(layer.channels)).toEqual([search]);
    expect(layer.channels[search]).toEqual({
      phi: expect.closeTo(0.453125, 12),
      sRef: expect.closeTo(29000 / 7, 6),
      fromFile: true,
    });
    expect(plan.fitted).toBe(1);
    expect(plan.sources[2]).toEqual({
      name: 'Google Ads – Video',
      fromFile: [],
      assumed: ['cpc', 'cvr', 'valuePerLead'],
    });
  });

  it('without periods it is today’s calibration: the budget is what the file spent and no layer changes', async () => {
    const file = await read('google-ads-campaign-report-utf8.csv');
    const rows = importedRows(file, 'conversions', label, 20);
    const fits = channelPeriods(importedPeriodRows(file, 'conversions', label)).filter((c) => c.points.length >= 2);
    const plan = calibratedPlan(defaultPlannerState(), { rows, mode: 'replace', currency: 'AUD' }, fits, 1);
    expect(plan?.next.totalBudget).toBe(4964);
    expect(plan?.next.planning).toBeUndefined();
    expect(plan?.fitted).toBe(0);
  });
});
