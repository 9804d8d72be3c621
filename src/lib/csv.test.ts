import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, quoteCell, toCsv } from './csv.ts';
import { parseCsv, unneutraliseCell } from './csv-parse.ts';

describe('toCsv', () => {
  it('writes RFC 4180: CRLF lines, quotes around commas, quotes and line breaks, doubled quotes', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', 3],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",3\r\n');
  });

  it('neutralises cells a spreadsheet would run as formulas, but keeps plain numbers', () => {
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseCell('+1+1')).toBe("'+1+1");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('-12.5')).toBe('-12.5');
    expect(neutraliseCell(-3)).toBe('-3');
    expect(neutraliseCell(Number.NaN)).toBe('0');
    expect(neutraliseCell(null)).toBe('');
    expect(quoteCell(' padded')).toBe('" padded"');
    expect(neutraliseCell("'=already quoted")).toBe("''=already quoted");
    // After leading spaces too, which a reader trims: found by the round-trip property below.
    expect(neutraliseCell(" '=")).toBe(" ''=");
    expect(unneutraliseCell(parseCsv(toCsv(['a'], [[" '="]])).rows[0]!.values['a']!)).toBe("'=");
  });

  it('round-trips any text through the parser', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 20 }), (rows) => {
        const parsed = parseCsv(toCsv(['first', 'second'], rows));
        const back = parsed.rows.map((row) => [
          unneutraliseCell(row.values['first'] ?? ''),
          unneutraliseCell(row.values['second'] ?? ''),
        ]);
        const expected = rows.filter(([a, b]) => `${a}${b}`.trim() !== '').map(([a, b]) => [a.trim(), b.trim()]);
        expect(back).toEqual(expected);
      }),
    );
  });
});

describe('parseCsv', () => {
  it('reads headers case-insensitively, strips a BOM and reports cell counts and errors', () => {
    const parsed = parseCsv('\uFEFFChannel,Spend\r\nSEO,1000\r\n"Broken,12\r\n');
    expect(parsed.header).toEqual(['channel', 'spend']);
    expect(parsed.rows[0]).toEqual({ line: 2, cells: 2, values: { channel: 'SEO', spend: '1000' } });
    expect(parsed.errors.length).toBeGreaterThan(0);
  });
});
