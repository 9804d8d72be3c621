import { describe, expect, it } from 'vitest';
import { defaultPlannerState } from '../../model/planner.ts';
import { addDays } from './calendar.ts';
import {
  ASK_FOR_FILE,
  DATED_PARAM,
  datedShareUrl,
  decodeDated,
  fromFile,
  fromStored,
  storedForm,
  toFile,
  DATED_LIMITS,
} from './document.ts';
import { newDatedPlan, type Actual, type DatedPlan } from './plan.ts';

const yearOfActuals: Actual[] = Array.from({ length: 53 }, (_, week) =>
  Array.from({ length: 10 }, (_, channel) => ({
    channel: `Channel number ${channel + 1}`,
    weekStart: addDays('2026-01-05', week * 7),
    spend: 12_345.67,
    clicks: 4321,
    results: 123.4,
    revenue: 98_765.43,
  })),
).flat();

const plan: DatedPlan = { ...newDatedPlan({ start: '2026-01-05', end: '2027-01-10' }), actuals: yearOfActuals };

describe('the dated plan leaves the page and comes back', () => {
  it('keeps a year of weekly actuals over ten channels in storage', () => {
    const text = JSON.stringify(storedForm(plan));
    // Well under the few megabytes a browser allows one origin.
    expect(text.length).toBeLessThan(200_000);
    expect(yearOfActuals.length).toBeLessThanOrEqual(DATED_LIMITS.actuals);
  });

  it('round-trips through the file and refuses a damaged one', () => {
    const planner = defaultPlannerState();
    const read = fromFile(toFile({ currency: 'VND', planner, dated: plan }));
    expect(read).toEqual({ ok: true, value: { currency: 'VND', planner, dated: plan } });
    expect(fromFile('{')).toEqual({ ok: false, problem: 'json' });
    expect(fromFile(JSON.stringify({ kind: 'brightlane-dated-plan', version: 1 }))).toEqual({
      ok: false,
      problem: 'shape',
    });
    const tuesday = { ...plan, actuals: [{ ...yearOfActuals[0], weekStart: '2026-01-06' }] };
    expect(fromFile(toFile({ currency: 'USD', planner, dated: tuesday as DatedPlan })).ok).toBe(false);
  });

  it('travels in a link when it fits, and asks for the file when it does not', () => {
    const small = { ...plan, actuals: yearOfActuals.slice(0, 20) };
    const fits = datedShareUrl('https://example.com/tool?plan=v1.abc', small);
    expect(fits.tooLarge).toBe(false);
    const token = new URL(fits.url).searchParams.get(DATED_PARAM) ?? '';
    expect(decodeDated(token)).toEqual({ ok: true, value: small });
    expect(new URL(fits.url).searchParams.get('plan')).toBe('v1.abc');
    const big = datedShareUrl('https://example.com/tool?plan=v1.abc', plan);
    expect(big.tooLarge).toBe(true);
    expect(new URL(big.url).searchParams.get(DATED_PARAM)).toBe(ASK_FOR_FILE);
  });

  it('reads back what it stored and reports data of the wrong shape instead of using it', () => {
    const stored = JSON.parse(JSON.stringify(storedForm(plan))) as unknown;
    expect(fromStored(stored)).toEqual({ ok: true, value: plan });
    expect(fromStored({ version: 2, plan }).ok).toBe(false);
    expect(fromStored({ version: 1, plan: { ...plan, phasing: 'sideways' } }).ok).toBe(false);
    expect(fromStored({ version: 1, plan: { ...plan, index: { '2026-13': 1 } } }).ok).toBe(false);
  });
});
