import { describe, expect, it } from 'vitest';
import { BENCHMARKS, benchmarkChip, fillEmpty, findBenchmark, impliedCpl, industries } from './benchmarks.ts';

describe('benchmark presets', () => {
  it('ship the minimum set: 15 Google industries and 10 Meta rows, no held-back cells', () => {
    expect(industries('google_search')).toHaveLength(15);
    expect(industries('meta')).toHaveLength(10);
    expect(findBenchmark('meta', 'Dentists & Dental Services')).toBeUndefined();
    expect(findBenchmark('google_search', 'Attorneys & Legal Services')?.cplReported).toBeNull();
    expect(findBenchmark('meta', 'Attorneys & Legal Services')?.cplReported).toBeNull();
    expect(BENCHMARKS.every((b) => b.cpc > 0 && b.cvr > 0 && b.cvr < 100)).toBe(true);
  });
  it('implied CPL differs from the reported median (Education 36.61 vs 77.48)', () => {
    const edu = findBenchmark('google_search', 'Education & Instruction');
    expect(edu && impliedCpl(edu)).toBeCloseTo(36.61, 2);
    expect(edu?.cplReported).toBe(77.48);
  });
  it('fills empty fields only, never a typed number', () => {
    const preset = { cpc: 5.42, cvr: 8.18 };
    expect(fillEmpty({ cpc: 0, cvr: 3 }, preset)).toEqual({ value: { cpc: 5.42, cvr: 3 }, filled: ['cpc'] });
    expect(fillEmpty({ cpc: 2, cvr: 3 }, preset)).toEqual({ value: { cpc: 2, cvr: 3 }, filled: [] });
  });
  it('labels a figure with source, period and sample', () => {
    const all = findBenchmark('google_search', 'All industries');
    expect(all && benchmarkChip(all)).toBe(
      'Benchmark: WordStream by LocaliQ, Google Ads Benchmarks 2026, US medians, Apr 2025 – Mar 2026 (13,474 US search campaigns (Google + Microsoft))',
    );
  });
});
