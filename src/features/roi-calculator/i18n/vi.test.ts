import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { roiEn } from './en.ts';
import { roiTextFor } from './index.ts';
import { roiVi } from './vi.ts';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the ROI calculator’s Vietnamese dictionary', () => {
  const vi = leaves(roiVi);
  const en = new Map(leaves(roiEn));

  it('has every English key, each one non-empty and in NFC', () => {
    expect(vi.map(([key]) => key).sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of vi) {
      expect(value.trim(), key).not.toBe('');
      expect(value, key).toBe(value.normalize('NFC'));
    }
  });

  it('keeps the same {placeholders} as the English template', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, value] of vi) expect(names(value), key).toEqual(names(en.get(key) ?? ''));
  });

  it('translates every sentence (only acronyms and formula symbols may match the English)', () => {
    const allowedSame = /^(ROI|ROAS|CPL|ARPC|CPC|CAC|SEO|PPC|Email|\{campaign\} · ROI \{roi\})$/;
    for (const [key, value] of vi) if (value === en.get(key)) expect(value, key).toMatch(allowedSame);
  });

  it('is what the Vietnamese page hands the island, with the kit’s Vietnamese words', () => {
    expect(roiTextFor('vi').tool).toBe(roiVi);
    expect(roiTextFor('vi').kit.undo).toBe('Hoàn tác');
    expect(roiTextFor('en').tool).toBe(roiEn);
  });
});

describe('figures on the Vietnamese page', () => {
  const fmt = formattersFor('VND', 'vi');
  it('writes VND with dots for thousands and a no-break space before ₫', () => {
    expect(fmt.money(50_000_000)).toBe('50.000.000\u00a0₫');
  });
  it('writes counts and percents with a decimal comma', () => {
    expect(fmt.number(1750, 1)).toBe('1.750,0');
    expect(fmt.percent(320, 1)).toBe('320,0%');
    expect(fmt.multiple(2.1, 2)).toBe('2,10x');
  });
});
