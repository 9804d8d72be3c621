/**
 * Industry benchmark presets (US medians from WordStream by LocaliQ). Each figure carries where it
 * came from and how far it was verified, because medians of other advertisers are orientation,
 * never targets. Rows whose figures conflicted between sources are left out on purpose:
 * Attorneys' reported Google CPL (edition disputed), Meta Attorneys' CPL (−77 % anomaly),
 * Meta Dentists (implausible CPC), Arts & Entertainment and Animals & Pets (no CPC).
 */

export type Platform = 'google_search' | 'meta';
export type Verification = 'secondary' | 'tertiary-transcription' | 'tertiary-two-sources';

export interface BenchmarkSource {
  source: string;
  url: string;
  period: string;
  sample: string;
  statistic: 'median';
  region: 'US';
  currency: 'USD';
}

export interface Benchmark {
  industry: string;
  platform: Platform;
  cpc: number;
  cvr: number;
  /** Only where a source reported it; medians don't compose, so it can differ from CPC ÷ CVR. */
  cplReported: number | null;
  verification: Verification;
  /** A caveat the UI words (e.g. an anomalous reported CPL that is left unused). */
  note?: BenchmarkNote;
}

export type BenchmarkNote = 'cpl-anomaly';

export const BENCHMARK_SOURCES: Record<Platform, BenchmarkSource> = {
  google_search: {
    source: 'WordStream by LocaliQ, Google Ads Benchmarks 2026',
    url: 'https://www.wordstream.com/blog/2026-google-ads-benchmarks',
    period: 'Apr 2025 – Mar 2026',
    sample: '13,474 US search campaigns (Google + Microsoft)',
    statistic: 'median',
    region: 'US',
    currency: 'USD',
  },
  meta: {
    source: 'WordStream by LocaliQ, Facebook Ads Benchmarks 2025 (leads objective)',
    url: 'https://www.wordstream.com/blog/facebook-ads-benchmarks-2025',
    period: 'Apr 2024 – Jun 2025',
    sample: '726 US leads campaigns',
    statistic: 'median',
    region: 'US',
    currency: 'USD',
  },
};

const g = (
  industry: string,
  cpc: number,
  cvr: number,
  cplReported: number | null,
  verification: Verification,
): Benchmark => ({
  industry,
  platform: 'google_search',
  cpc,
  cvr,
  cplReported,
  verification,
});
const m = (
  industry: string,
  cpc: number,
  cvr: number,
  cplReported: number | null,
  verification: Verification,
  note?: BenchmarkNote,
): Benchmark => ({
  industry,
  platform: 'meta',
  cpc,
  cvr,
  cplReported,
  verification,
  ...(note ? { note } : {}),
});

export const BENCHMARKS: readonly Benchmark[] = [
  g('All industries', 5.42, 8.18, 66.69, 'secondary'),
  g('Attorneys & Legal Services', 9.87, 5.55, null, 'tertiary-transcription'),
  g('Dentists & Dental Services', 8.0, 10.67, null, 'tertiary-transcription'),
  g('Physicians & Surgeons', 4.76, 12.43, null, 'tertiary-transcription'),
  g('Health & Fitness', 6.17, 6.94, null, 'tertiary-transcription'),
  g('Home & Home Improvement', 8.33, 8.05, 90.92, 'tertiary-two-sources'),
  g('Automotive Repair, Service & Parts', 4.35, 15.51, null, 'tertiary-transcription'),
  g('Restaurants & Food', 2.05, 8.05, 30.57, 'tertiary-two-sources'),
  g('Beauty & Personal Care', 4.62, 10.35, null, 'tertiary-transcription'),
  g('Real Estate', 3.22, 3.7, null, 'tertiary-transcription'),
  g('Finance & Insurance', 3.39, 2.64, null, 'tertiary-transcription'),
  g('Business Services', 5.87, 4.85, null, 'tertiary-transcription'),
  g('Education & Instruction', 4.81, 13.14, 77.48, 'tertiary-two-sources'),
  g('Shopping, Collectibles & Gifts', 4.14, 4.01, null, 'tertiary-transcription'),
  g('Personal Services', 7.17, 12.34, null, 'tertiary-transcription'),
  m('All industries', 1.92, 7.72, 27.66, 'secondary'),
  // The reported cost per lead for this row fell 77 % in a year, an anomaly; only CPC and CVR are used.
  m('Attorneys & Legal Services', 4.1, 10.53, null, 'tertiary-two-sources', 'cpl-anomaly'),
  m('Physicians & Surgeons', 2.23, 4.51, null, 'tertiary-transcription'),
  m('Health & Fitness', 2.64, 5.63, 52.98, 'tertiary-two-sources'),
  m('Home & Home Improvement', 2.23, 5.22, 41.26, 'tertiary-two-sources'),
  m('Restaurants & Food', 0.74, 18.25, null, 'tertiary-transcription'),
  m('Beauty & Personal Care', 3.06, 5.29, null, 'tertiary-transcription'),
  m('Real Estate', 1.57, 9.53, null, 'tertiary-transcription'),
  m('Education & Instruction', 1.65, 10.08, null, 'tertiary-transcription'),
  m('Personal Services', 2.08, 6.51, null, 'tertiary-transcription'),
];

export function impliedCpl(b: Pick<Benchmark, 'cpc' | 'cvr'>): number {
  return b.cvr > 0 ? b.cpc / (b.cvr / 100) : 0;
}

/** The citation in English (the planning tools word it from their dictionary, which a test ties to this). */
export function benchmarkChip(b: Benchmark): string {
  const s = BENCHMARK_SOURCES[b.platform];
  return `Benchmark: ${s.source}, US medians, ${s.period} (${s.sample})`;
}

export function industries(platform: Platform): string[] {
  return BENCHMARKS.filter((b) => b.platform === platform).map((b) => b.industry);
}

export function findBenchmark(platform: Platform, industry: string): Benchmark | undefined {
  return BENCHMARKS.find((b) => b.platform === platform && b.industry === industry);
}

/**
 * Presets fill empty fields only (zero or missing); a number the user typed is never replaced.
 * Returns the new values and which fields were filled, so each can carry the Benchmark chip.
 */
export function fillEmpty<T extends { cpc: number; cvr: number }>(
  fields: T,
  preset: Pick<Benchmark, 'cpc' | 'cvr'>,
): { value: T; filled: ('cpc' | 'cvr')[] } {
  const filled: ('cpc' | 'cvr')[] = [];
  const value = { ...fields };
  if (!(fields.cpc > 0)) {
    value.cpc = preset.cpc;
    filled.push('cpc');
  }
  if (!(fields.cvr > 0)) {
    value.cvr = preset.cvr;
    filled.push('cvr');
  }
  return { value, filled };
}
