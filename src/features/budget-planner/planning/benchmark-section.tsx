import { useState, type Dispatch } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber, type Currency } from '../../../lib/money.ts';
import {
  BENCHMARK_SOURCES,
  benchmarkChip,
  fillEmpty,
  findBenchmark,
  impliedCpl,
  industries,
  LOCAL_DATA_NOTE,
  VERIFICATION_LABELS,
  type Platform,
} from '../../calculator-kit/model/benchmarks.ts';
import { PlanningBlock, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';

/** Start from a published median: fills only CPC and CVR fields that are empty (0). */
export function BenchmarkSection({ state, currency, dispatch }: { state: PlannerState; currency: Currency; dispatch: Dispatch<PlannerAction> }) {
  const [platform, setPlatform] = useState<Platform>('google_search');
  const [industry, setIndustry] = useState('All industries');
  const [status, setStatus] = useState<string>();
  const preset = findBenchmark(platform, industry) ?? findBenchmark(platform, 'All industries');
  const source = BENCHMARK_SOURCES[platform];
  const fill = () => {
    if (!preset) return;
    const filled: string[] = [];
    state.channels.forEach((c, i) => {
      const result = fillEmpty(c, preset);
      if (result.filled.length === 0) return;
      dispatch({ type: 'update-channel', id: c.id, patch: { cpc: result.value.cpc, cvr: result.value.cvr } });
      filled.push(`${channelLabel(c.name, i)} (${result.filled.map((f) => f.toUpperCase()).join(', ')})`);
    });
    setStatus(
      filled.length === 0
        ? 'No empty CPC or CVR fields: your own numbers were kept. Set a field to 0 to fill it from the benchmark.'
        : `Filled from the benchmark: ${filled.join('; ')}.`,
    );
  };
  return (
    <PlanningBlock title="Start from a benchmark" chip="benchmark">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="bench-platform" className="mb-1.5 block text-sm font-medium">
            Platform
          </label>
          <select
            id="bench-platform"
            className="rounded-control border border-slate-300 bg-white px-3 py-2"
            value={platform}
            onChange={(e) => setPlatform(e.target.value as Platform)}
          >
            <option value="google_search">Google search</option>
            <option value="meta">Meta (Facebook) leads</option>
          </select>
        </div>
        <div>
          <label htmlFor="bench-industry" className="mb-1.5 block text-sm font-medium">
            Industry
          </label>
          <select
            id="bench-industry"
            className="rounded-control border border-slate-300 bg-white px-3 py-2"
            value={preset?.industry}
            onChange={(e) => setIndustry(e.target.value)}
          >
            {industries(platform).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" variant="outline" onClick={fill} disabled={currency !== 'USD'}>
          Fill empty fields
        </Button>
      </div>
      {preset && (
        <div className="space-y-1">
          <p>
            <SourceChip kind="benchmark" title={benchmarkChip(preset)} /> CPC ${formatNumber(preset.cpc, 2)}, CVR {formatNumber(preset.cvr, 2)}%, implied CPL $
            {formatNumber(impliedCpl(preset), 2)}
            {preset.cplReported !== null && <>, reported median CPL ${formatNumber(preset.cplReported, 2)} (medians don't compose, so the two differ)</>}.
          </p>
          <p className="text-slate-700">
            {benchmarkChip(preset)}; {VERIFICATION_LABELS[preset.verification]}. Orientation only, never a target.{' '}
            <a className="text-brand-700 underline" href={source.url} rel="noopener noreferrer" target="_blank">
              Source
            </a>
          </p>
          {preset.note && <p className="text-slate-700">{preset.note}</p>}
          {currency !== 'USD' && (
            <p className="font-medium">
              Shown in US dollars, unconverted, and not filled into a {currency} plan: {LOCAL_DATA_NOTE}
            </p>
          )}
        </div>
      )}
      {status && <p role="status">{status}</p>}
    </PlanningBlock>
  );
}
