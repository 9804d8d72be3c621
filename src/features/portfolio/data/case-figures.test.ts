import { describe, expect, it } from 'vitest';
import { budgetTotal, formatVnd } from '../vnd.ts';
import { HOT_POT_BUDGET_TOTAL, hotPotBudget, hotPotObjectives, juneContentCalendar } from './lua-hong-buffet.ts';
import { KOTO_BUDGET_TOTAL, kotoBudget, kotoBudgetShares, kotoTiers } from './koto-club.ts';
import { nhaCaRoadmap } from './nha-ca-cafe.ts';

describe('formatVnd', () => {
  it('writes whole dong with thousands separators and the VND code', () => {
    expect(formatVnd(70_000_000)).toBe('70,000,000 VND');
    expect(formatVnd(0)).toBe('0 VND');
    expect(formatVnd(Number.NaN)).toBe('0 VND');
  });
});

describe('Lửa Hồng hot pot buffet', () => {
  it('has the seven published budget lines, summing to 70,000,000 VND', () => {
    expect(hotPotBudget.map((line) => [line.item, line.amount])).toEqual([
      ['Content production and viral clips', 15_000_000],
      ['Major events (3)', 21_000_000],
      ['Mini-events (6)', 9_000_000],
      ['Livestream and mini-games', 7_000_000],
      ['Gifts and incentives', 8_000_000],
      ['Decor and check-in', 8_000_000],
      ['Contingency', 2_000_000],
    ]);
    expect(budgetTotal(hotPotBudget)).toBe(HOT_POT_BUDGET_TOTAL);
    expect(formatVnd(budgetTotal(hotPotBudget))).toBe('70,000,000 VND');
  });

  it('has four objectives', () => {
    expect(hotPotObjectives).toHaveLength(4);
    expect(hotPotObjectives.map((o) => o.value)).toEqual(['100,000', '85%', '3 + 6', '3 / month']);
  });

  it('has a June content calendar of 13 rows from June 1 to June 30, in date order', () => {
    expect(juneContentCalendar).toHaveLength(13);
    const days = juneContentCalendar.map((row) => Number(row.date.replace('June ', '')));
    expect(days[0]).toBe(1);
    expect(days.at(-1)).toBe(30);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(13);
    for (const row of juneContentCalendar) {
      expect(row.date).toMatch(/^June \d{1,2}$/);
      expect(row.contentType && row.contentIdea && row.platform).toBeTruthy();
    }
  });
});

describe('Koto Club', () => {
  it('splits the budget 30/25/20/15/10 and the lines add up to the total', () => {
    expect(kotoBudgetShares.map((line) => [line.item, line.percent])).toEqual([
      ['Marketing campaigns', 30],
      ['VIP services', 25],
      ['Event production', 20],
      ['Partnerships', 15],
      ['Contingency', 10],
    ]);
    expect(kotoBudgetShares.reduce((sum, line) => sum + line.percent, 0)).toBe(100);
    expect(budgetTotal(kotoBudget)).toBe(KOTO_BUDGET_TOTAL);
    expect(kotoBudget.every((line) => Number.isInteger(line.amount))).toBe(true);
  });

  it('has the tiers Gold, Platinum and Diamond, each adding new benefits', () => {
    expect(kotoTiers.map((tier) => tier.name)).toEqual(['Gold', 'Platinum', 'Diamond']);
    const all = kotoTiers.flatMap((tier) => tier.adds);
    expect(new Set(all).size).toBe(all.length);
    for (const tier of kotoTiers) expect(tier.adds.length).toBeGreaterThan(0);
  });
});

describe('Nhà Cá cafe roadmap', () => {
  it('has the phases months 1-3, 4-6 and 7-12', () => {
    expect(nhaCaRoadmap.map((row) => row.timeline)).toEqual(['Months 1-3', 'Months 4-6', 'Months 7-12']);
  });
});
