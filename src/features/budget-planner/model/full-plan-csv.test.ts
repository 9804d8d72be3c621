import { describe, expect, it } from 'vitest';
import type { DatedPlan } from '../dated-plan/model/plan.ts';
import { defaultPlannerState } from './planner.ts';
import { fullPlanCsv, fullPlanFileName, readFullPlanCsv } from './full-plan-csv.ts';
import { FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI } from './full-plan-format.ts';

const date = new Date(2026, 10, 22, 9, 30);

describe('full-plan CSV', () => {
  const state = { ...defaultPlannerState(), totalBudget: 25000 };
  const text = fullPlanCsv({ state, currency: 'AUD', planName: 'Q3 launch' }, date);
  const lines = text.split('\r\n');

  it('writes the settings, then every input and output per channel, then the totals, with money headers naming the currency', () => {
    expect(lines.slice(0, 9)).toEqual([
      'Setting,Value',
      'Mode,Budget First',
      'Total Budget (AUD),25000.00',
      'Campaign Goal (customers),100',
      'Lead-to-Customer Rate (%),20',
      'Currency,AUD',
      'Plan Name,Q3 launch',
      'Date,2026-11-22',
      '',
    ]);
    expect(lines[9]).toBe(
      'Channel,Allocation (%),CPC (AUD),CVR (%),Value per Lead (AUD),Budget (AUD),Clicks,Leads,CPL (AUD),Revenue (AUD),ROAS,Customers,CAC (AUD)',
    );
    // Google Ads: 40 % of 25,000 = 10,000 → 4,000 clicks → 140 leads × 150 = 21,000; 28 customers.
    expect(lines[10]).toBe('Google Ads,40,2.5,3.5,150,10000.00,4000,140.0,71.43,21000.00,2.10,28.0,357.14');
    expect(lines[14]).toBe('Total,100.0,,,,25000.00,26500,1093.3,22.87,148100.00,5.92,218.7,114.33');
    expect(fullPlanFileName(date, 'Q3 launch')).toBe('marketing-budget-full-plan-q3-launch-2026-11-22.csv');
  });

  it('reads its own file back to the same plan, currency and name', () => {
    const read = readFullPlanCsv(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.plan.currency).toBe('AUD');
    expect(read.plan.planName).toBe('Q3 launch');
    expect(read.plan.state).toEqual({
      ...state,
      channels: state.channels.map((channel, index) => ({ ...channel, id: String(index + 1) })),
    });
  });

  it('refuses a damaged file with the line and the reason', () => {
    expect(readFullPlanCsv(text.replace('Google Ads,40,2.5', 'Google Ads,40,abc'))).toEqual({
      ok: false,
      problem: { code: 'number', line: 11, label: 'CPC', problem: 'not-a-number' },
    });
    expect(readFullPlanCsv(text.replace('Currency,AUD', 'Currency,EUR'))).toEqual({
      ok: false,
      problem: { code: 'currency' },
    });
    expect(readFullPlanCsv('Channel,Budget ($)\r\nA,1\r\n').ok).toBe(false);
  });

  it('writes Vietnamese headers for the Vietnamese page, with the same machine-readable numbers', () => {
    const vi = fullPlanCsv({ state, currency: 'VND', planName: 'Tết' }, date, FULL_PLAN_HEADERS_VI).split('\r\n');
    expect(vi[0]).toBe('Thiết lập,Giá trị');
    expect(vi[1]).toBe('Cách lập kế hoạch,Theo ngân sách');
    expect(vi[2]).toBe('Tổng ngân sách (VND),25000.00');
    expect(vi[9]?.startsWith('Kênh,Phân bổ (%),CPC (VND),CVR (%),Giá trị mỗi khách hàng tiềm năng (VND)')).toBe(true);
    expect(vi[10]).toBe('Google Ads,40,2.5,3.5,150,10000.00,4000,140.0,71.43,21000.00,2.10,28.0,357.14');
    expect(vi[14]?.startsWith('Tổng cộng,100.0,')).toBe(true);
  });

  it('imports a file from either page on either page: the English and the Vietnamese header sets round-trip', () => {
    for (const words of [FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI]) {
      const file = fullPlanCsv(
        {
          state: { ...state, planningMode: 'goal-first', campaignGoal: 250 },
          currency: 'VND',
          planName: 'Kế hoạch Q3',
        },
        date,
        words,
      );
      const read = readFullPlanCsv(file);
      expect(read.ok, words.setting).toBe(true);
      if (!read.ok) continue;
      expect(read.plan.currency).toBe('VND');
      expect(read.plan.planName).toBe('Kế hoạch Q3');
      expect(read.plan.state.planningMode).toBe('goal-first');
      expect(read.plan.state.campaignGoal).toBe(250);
      expect(read.plan.state.channels.map((channel) => channel.name)).toEqual(
        state.channels.map((channel) => channel.name),
      );
    }
    // A damaged Vietnamese file names the column as the file does.
    const broken = fullPlanCsv({ state, currency: 'VND' }, date, FULL_PLAN_HEADERS_VI).replace(
      'Google Ads,40,2.5',
      'Google Ads,40,abc',
    );
    expect(readFullPlanCsv(broken)).toMatchObject({ ok: false, problem: { code: 'number', line: 11, label: 'CPC' } });
  });

  describe('with a dated plan', () => {
    const dated: DatedPlan = {
      flight: { start: '2026-09-01', end: '2026-12-31' },
      phasing: 'seasonal',
      preset: 'vn',
      index: { '2026-11': 1.3, '2026-12': 1.6 },
      fixed: { '2026-10': 4000 },
      actuals: [
        { channel: 'Google Ads', weekStart: '2026-09-07', spend: 910, clicks: 350, results: 14, revenue: 1400 },
        { channel: 'Meta Ads', weekStart: '2026-09-07', spend: 502.5, results: 9, revenue: 0 },
      ],
      version: 2,
      history: [{ version: 1, replacedOn: '2026-09-14', months: [{ month: '2026-09', budget: 6000 }] }],
    };

    it('carries flight, months, seasonality, phasing, versions and actuals, in either header set, and reads them back whole', () => {
      for (const words of [FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI]) {
        const file = fullPlanCsv({ state, currency: 'AUD', planName: 'Q4', dated }, date, words);
        // One settings row more; the channel table is unchanged.
        expect(
          file.split('\r\n').filter((line) => line.startsWith(`"${words.dated}`) || line.startsWith(words.dated)),
        ).toHaveLength(1);
        const read = readFullPlanCsv(file);
        expect(read.ok, words.setting).toBe(true);
        if (!read.ok) continue;
        expect(read.plan.dated).toEqual(dated);
        expect(read.plan.state.totalBudget).toBe(25000);
      }
    });

    it('opens a file without it (an older file) or with a damaged one: the plan comes in, no dated plan', () => {
      const older = readFullPlanCsv(text);
      expect(older.ok && older.plan.dated).toBe(undefined);
      // A week that does not start on a Monday fails the dated plan's check.
      const file = fullPlanCsv({ state, currency: 'AUD', dated }, date).replaceAll('2026-09-07', '2026-09-08');
      const damaged = readFullPlanCsv(file);
      expect(damaged.ok).toBe(true);
      expect(damaged.ok && damaged.plan.dated).toBe(undefined);
    });
  });
});
