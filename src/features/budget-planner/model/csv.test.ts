import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../lib/csv-parse.ts';
import { calculatePlan, defaultPlannerState, type ChannelResult } from './planner.ts';
import { plannerCsv, plannerCsvFileName, slugifyPlanName } from './csv.ts';

describe('planner CSV', () => {
  const csv = plannerCsv(calculatePlan(defaultPlannerState()).channels);
  const lines = csv.split('\r\n');

  it('has the exact fixed header and the Google Ads row worked by hand', () => {
    expect(lines[0]).toBe('Channel,Budget ($),Clicks,Conversions (Leads),Cost Per Lead (CPL),Revenue ($),ROAS');
    expect(lines[1]).toBe('Google Ads,4000.00,1600,56.0,71.43,8400.00,2.10');
  });

  it('formats every default row: 2 decimals for money and ROAS, 1 for leads, clicks rounded', () => {
    expect(lines.slice(2, 5)).toEqual([
      'Facebook Ads,3000.00,1667,46.7,64.29,5600.00,1.87',
      'SEO/Content,2000.00,4000,168.0,11.90,30240.00,15.12',
      'Email Marketing,1000.00,3333,166.7,6.00,15000.00,15.00',
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes per RFC 4180 and neutralises formula-like names', () => {
    const base: ChannelResult = {
      id: '1',
      name: '',
      allocatedBudget: 0,
      estimatedClicks: 0,
      estimatedLeads: 0,
      cpl: 0,
      estimatedRevenue: 0,
      roas: 0,
    };
    const text = plannerCsv([
      { ...base, name: 'Search, "brand"' },
      { ...base, name: '=HYPERLINK("x")' },
      { ...base, name: '+cmd' },
      { ...base, name: '-2+3' },
      { ...base, name: '@SUM(A1)' },
    ]);
    const rows = text.split('\r\n');
    expect(rows[1]).toBe('"Search, ""brand""",0.00,0,0.0,0.00,0.00,0.00');
    expect(rows[2]!.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
    expect(rows[3]!.startsWith("'+cmd,")).toBe(true);
    expect(rows[4]!.startsWith("'-2+3,")).toBe(true);
    expect(rows[5]!.startsWith("'@SUM(A1),")).toBe(true);
    expect(parseCsv(text).rows[0]!.values.channel).toBe('Search, "brand"');
  });

  it('names the file by date, with the loaded plan name when there is one', () => {
    const date = new Date(2025, 3, 9, 15, 30);
    expect(plannerCsvFileName(date)).toBe('marketing-budget-plan-2025-04-09.csv');
    expect(plannerCsvFileName(date, 'Q3 Launch — Sydney & HCMC!')).toBe(
      'marketing-budget-plan-q3-launch-sydney-hcmc-2025-04-09.csv',
    );
    expect(plannerCsvFileName(date, '***')).toBe('marketing-budget-plan-2025-04-09.csv');
    expect(slugifyPlanName('Chiến dịch Tết')).toBe('chien-dich-tet');
  });
});
