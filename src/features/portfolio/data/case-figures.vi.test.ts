/** The Vietnamese case-study figures against the English modules: same money, dates, shares and tiers. */
import { describe, expect, it } from 'vitest';
import { parityProblems } from '../../../lib/i18n/translation-parity.test-helper.ts';
import { budgetTotal } from '../vnd.ts';
import * as enKoto from './koto-club.ts';
import * as enLuaHong from './lua-hong-buffet.ts';
import * as enNhaCa from './nha-ca-cafe.ts';
import * as koto from './koto-club.vi.ts';
import * as luaHong from './lua-hong-buffet.vi.ts';
import * as nhaCa from './nha-ca-cafe.vi.ts';

const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['koto-club', enKoto, koto],
  ['lua-hong-buffet', enLuaHong, luaHong],
  ['nha-ca-cafe', enNhaCa, nhaCa],
];

describe.each(pairs)('%s.vi.ts', (_name, en, vi) => {
  it('exports what the English module exports', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });
  it('matches the English figures and translates every sentence', () => {
    expect(Object.keys(en).flatMap((name) => parityProblems(en[name], vi[name], name))).toEqual([]);
  });
});

describe('Vietnamese figures', () => {
  it('keep the amounts line by line, so the totals match', () => {
    expect(luaHong.hotPotBudget.map((line) => line.amount)).toEqual(enLuaHong.hotPotBudget.map((line) => line.amount));
    expect(budgetTotal(luaHong.hotPotBudget)).toBe(enLuaHong.HOT_POT_BUDGET_TOTAL);
    expect(koto.kotoBudget.map((line) => line.amount)).toEqual(enKoto.kotoBudget.map((line) => line.amount));
  });
  it('write the June dates the Vietnamese way (day/month), on the same days', () => {
    const days = luaHong.juneContentCalendar.map((row) => row.date);
    for (const day of days) expect(day).toMatch(/^\d{1,2}\/6$/);
    expect(days.map((day) => day.split('/')[0])).toEqual(enLuaHong.juneContentCalendar.map((row) => row.date.replace('June ', '')));
  });
});
