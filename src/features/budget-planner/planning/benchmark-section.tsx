import { useState, type Dispatch } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import {
  BENCHMARK_SOURCES,
  fillEmpty,
  findBenchmark,
  impliedCpl,
  industries,
  type Platform,
} from '../../calculator-kit/model/benchmarks.ts';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import type { PlannerState } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';
import { ActOnCurrent, Block, Chip, usePlanning } from './words.tsx';
import { OwnForm } from '../../../components/ui/field.tsx';

/** Start from a published median: fills only CPC and CVR fields that are empty (0). */
interface Props {
  state: PlannerState;
  currency: Currency;
  dispatch: Dispatch<PlannerAction>;
}

export function BenchmarkSection(props: Props) {
  // The choices outlive closing the block.
  const [platform, setPlatform] = useState<Platform>('google_search');
  const [industry, setIndustry] = useState('All industries');
  const [status, setStatus] = useState<string>();
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.benchmark.title} chip="benchmark">
      <BenchmarkBody
        {...props}
        platform={platform}
        setPlatform={setPlatform}
        industry={industry}
        setIndustry={setIndustry}
        status={status}
        setStatus={setStatus}
      />
    </Block>
  );
}

function BenchmarkBody({
  state,
  currency,
  dispatch,
  platform,
  setPlatform,
  industry,
  setIndustry,
  status,
  setStatus,
}: Props & {
  platform: Platform;
  setPlatform: (platform: Platform) => void;
  industry: string;
  setIndustry: (industry: string) => void;
  status: string | undefined;
  setStatus: (status: string) => void;
}) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.benchmark;
  // The medians are US dollars whatever the plan's currency, written in the page's language.
  const usd = formattersFor('USD', fmt.locale);
  const preset = findBenchmark(platform, industry) ?? findBenchmark(platform, 'All industries');
  const source = BENCHMARK_SOURCES[platform];
  const industryName = (id: string) => (t.industries as Record<string, string>)[id] ?? id;
  // Filled from the plan the block shows: while that is older than the page's, wait for it.
  const fillFields = () => {
    if (!preset) return;
    const filled: string[] = [];
    state.channels.forEach((c, i) => {
      const result = fillEmpty(c, preset);
      if (result.filled.length === 0) return;
      dispatch({ type: 'update-channel', id: c.id, patch: { cpc: result.value.cpc, cvr: result.value.cvr } });
      filled.push(
        fill(t.filledItem, { name: name(c.name, i), fields: result.filled.map((f) => f.toUpperCase()).join(', ') }),
      );
    });
    setStatus(filled.length === 0 ? t.noneEmpty : fill(t.filled, { list: filled.join('; ') }));
  };
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {/* min-w-0 / max-w-full: a long option (Vietnamese industry names) must not widen the page on a phone. */}
        <OwnForm className="min-w-0 max-w-full">
          <label htmlFor="bench-platform" className="mb-1.5 block text-sm font-medium">
            {t.platform}
          </label>
          <select
            id="bench-platform"
            className="max-w-full rounded-control border border-slate-300 bg-white px-3 py-2"
            value={platform}
            onChange={(e) => setPlatform(e.target.value as Platform)}
          >
            <option value="google_search">{t.platforms.google_search}</option>
            <option value="meta">{t.platforms.meta}</option>
          </select>
        </OwnForm>
        <OwnForm className="min-w-0 max-w-full">
          <label htmlFor="bench-industry" className="mb-1.5 block text-sm font-medium">
            {t.industry}
          </label>
          <select
            id="bench-industry"
            className="max-w-full rounded-control border border-slate-300 bg-white px-3 py-2"
            value={preset?.industry}
            onChange={(e) => setIndustry(e.target.value)}
          >
            {industries(platform).map((id) => (
              <option key={id} value={id}>
                {industryName(id)}
              </option>
            ))}
          </select>
        </OwnForm>
        <ActOnCurrent onAct={fillFields} ready={currency === 'USD'} variant="outline">
          {t.fill}
        </ActOnCurrent>
      </div>
      {preset && (
        <div className="space-y-1">
          <p>
            <Chip kind="benchmark" title={t.chip[platform]} />{' '}
            {fill(t.figures, {
              cpc: usd.money(preset.cpc, 2),
              cvr: usd.number(preset.cvr, 2),
              cpl: usd.money(impliedCpl(preset), 2),
            })}
            {preset.cplReported !== null && fill(t.reported, { cpl: usd.money(preset.cplReported, 2) })}.
          </p>
          <p className="text-slate-700">
            {t.chip[platform]}; {t.verification[preset.verification]}. {t.orientation}{' '}
            <a className="text-brand-700 underline" href={source.url} rel="noopener noreferrer" target="_blank">
              {t.source}
            </a>
          </p>
          {preset.note && <p className="text-slate-700">{t.notes[preset.note]}</p>}
          {currency !== 'USD' && <p className="font-medium">{fill(t.notConverted, { currency })}</p>}
        </div>
      )}
      {status && <p role="status">{status}</p>}
    </>
  );
}
