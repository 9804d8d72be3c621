import { describe, expect, it } from 'vitest';
import { detectDecimalMark, readCell } from './numbers.ts';

const value = (raw: unknown, mark: '.' | ',' = '.') => {
  const cell = readCell(raw, mark);
  return cell.kind === 'number' ? cell.value : cell.kind;
};

describe('readCell', () => {
  it.each([
    ['1,240', '.', 1240],
    ['$3,200.00', '.', 3200],
    ['"1,500.40"'.replaceAll('"', ''), '.', 1500.4],
    ['9.94%', '.', 9.94],
    ['86.50', '.', 86.5],
    ['1.240', ',', 1240],
    ['18.450.000', ',', 18_450_000],
    ['3.200,50 ₫', ',', 3200.5],
    ['1 240 000 VND', ',', 1_240_000],
    ['A$1,500.40', '.', 1500.4],
    [42, '.', 42],
  ] as const)('reads %s with decimal mark %s as %d', (raw, mark, expected) => {
    expect(value(raw, mark)).toBe(expected);
  });

  it.each(['--', '-', '<5', '< 10%', '> 90%', 'N/A'])('reads the placeholder %s as unknown, never 0', (raw) => {
    expect(value(raw)).toBe('unknown');
  });

  it.each(['', '   ', null, undefined])('reads %j as empty', (raw) => {
    expect(value(raw)).toBe('empty');
  });

  it.each(['=1+1', 'Paused', '1,24,0', '12abc', '1.2.3'])('refuses %s as no figure', (raw) => {
    expect(value(raw)).toBe('invalid');
  });
});

describe('detectDecimalMark', () => {
  it('sees English figures', () => expect(detectDecimalMark(['1,240', '1,500.40', '86.50'])).toBe('.'));
  it('sees Vietnamese figures', () => expect(detectDecimalMark(['18.450.000', '3.200,50', '412'])).toBe(','));
  it('reads English VND figures, which are only thousands groups, with a decimal point', () => {
    expect(detectDecimalMark(['1,240,000', '18,450,000'], ',')).toBe('.');
  });
  it('follows the hint when every sample is ambiguous', () => {
    expect(detectDecimalMark(['1.240', '412'], ',')).toBe(',');
    expect(detectDecimalMark(['1,240', '412'], '.')).toBe('.');
  });
});
