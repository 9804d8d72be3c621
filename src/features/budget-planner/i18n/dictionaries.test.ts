import { describe, expect, it } from 'vitest';
import { kitEn } from '../../calculator-kit/i18n/en.ts';
import { kitVi } from '../../calculator-kit/i18n/vi.ts';
import { FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI } from '../model/full-plan-format.ts';
import { planningEn } from '../planning/i18n/en.ts';
import { planningVi } from '../planning/i18n/vi.ts';
import { plannerEn, plannerPageEn } from './en.ts';
import { plannerTextFor } from './index.ts';
import { plannerPageVi, plannerVi } from './vi.ts';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, prefix ? `${prefix}.${key}` : key),
  );
}

// Strings that are the same in both languages on purpose: abbreviations Vietnamese marketers use as they are.
const SHARED = new Set([
  'defaultChannels.0',
  'defaultChannels.1',
  'roi',
  'printCpc',
  'printCvr',
  'colA',
  'colB',
  'columns.2',
  'columns.3',
  'columns.8',
  'columns.10',
  'columns.12',
]);

const pairs = [
  ['planner', plannerEn, plannerVi],
  ['page', plannerPageEn, plannerPageVi],
  ['kit', kitEn, kitVi],
  ['planning', planningEn, planningVi],
  ['full-plan CSV', FULL_PLAN_HEADERS_EN, FULL_PLAN_HEADERS_VI],
] as const;

describe('the Budget Planner dictionaries', () => {
  for (const [name, en, vi] of pairs) {
    it(`${name}: every Vietnamese value is written, NFC-normalised, with the same placeholders, and not left in English`, () => {
      const english = new Map(leaves(en));
      const vietnamese = leaves(vi);
      expect(vietnamese.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of vietnamese) {
        expect(value.trim(), key).not.toBe('');
        expect(value, key).toBe(value.normalize('NFC'));
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ''));
        // Symbols, figures and acronyms (“—”, “ROAS”) are the same in both languages; words must not be.
        if (!SHARED.has(key) && /\p{Ll}/u.test(value.replace(/\{\w+\}/g, '')))
          expect(value, key).not.toBe(english.get(key));
      }
    });
  }

  it('hands each page its own language', () => {
    expect(plannerTextFor('en').tool.savePlan).toBe('Save Plan');
    expect(plannerTextFor('vi').tool.savePlan).toBe('Lưu kế hoạch');
    expect(plannerTextFor('vi').kit.undo).toBe('Hoàn tác');
    expect(plannerTextFor('vi').planning.heading).toBe('Công cụ lập kế hoạch');
  });

  it('keeps SPEC’s English texts word for word', () => {
    expect(plannerEn.saved).toBe('Plan saved successfully!');
    expect(plannerEn.loaded).toBe('Plan loaded successfully!');
    expect(plannerEn.exported).toBe('Data exported successfully!');
    expect(plannerEn.exportFailed).toBe('Failed to export data');
    expect(plannerEn.noPlans).toBe('No saved plans found');
    expect(plannerEn.invalidHeading).toBe('Invalid Budget Allocation');
  });
});
