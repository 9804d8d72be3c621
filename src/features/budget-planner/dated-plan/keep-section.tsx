/**
 * Versions, and the ways the dated plan leaves the page: the full dated-plan file (planner plan,
 * currency, months, versions, actuals), a share link (or one that asks for the file when the plan
 * is too large for a URL, saying so), a month-by-month print and CSV. Every outcome is said.
 */
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import { fill } from '../../../i18n/fill.ts';
import { localIsoDate } from '../../../lib/dates.ts';
import type { Currency } from '../../../lib/money.ts';
import { downloadCsv, downloadFile } from '../../calculator-kit/download-csv.ts';
import { printWithReport } from '../../calculator-kit/print-frame.tsx';
import type { PlannerState } from '../model/planner.ts';
import { planShareUrl } from '../model/share.ts';
import { useDated } from './dated-words.tsx';
import type { DatedResults } from './model/compute.ts';
import { datedCsv } from './model/csv.ts';
import { datedShareUrl, fromFile, toFile, type DatedDocument } from './model/document.ts';
import type { DatedPlan } from './model/plan.ts';
import { rebase } from './model/versions.ts';
import type { Notice } from './use-dated-plan.ts';

interface KeepProps {
  plan: DatedPlan;
  onChange: (plan: DatedPlan) => void;
  computed: DatedResults;
  state: PlannerState;
  currency: Currency;
  notice: Notice | undefined;
  onNotice: (notice: Notice | undefined) => void;
  onOpenFile: (document: DatedDocument) => void;
}

export function KeepSection({ plan, onChange, computed, state, currency, notice, onNotice, onOpenFile }: KeepProps) {
  const { t: all, fmt, day, month } = useDated();
  const t = all.keep;
  const v = all.versions;
  const fileId = useId();
  const [status, setStatus] = useState('');
  const [link, setLink] = useState<{ url: string; copied: boolean; tooLarge: boolean }>();
  const asOf = computed.asOf;
  const canRebase = asOf !== null && computed.months.some((m) => m.end <= asOf);
  const noticeText: Record<Notice, string> = {
    'storage-full': t.storageFull,
    'storage-bad': t.storageBad,
    'from-link': t.fromLink,
    'bad-link': t.badLink,
    'ask-file': t.askFile,
  };
  const today = () => localIsoDate(new Date());

  const download = () => {
    const ok = downloadFile(
      `dated-plan-${today()}.json`,
      toFile({ currency, planner: state, dated: plan }),
      'application/json',
    );
    setStatus(ok ? '' : t.exportFailed);
  };
  const exportCsv = () => {
    const ok = downloadCsv(
      `dated-plan-${today()}.csv`,
      datedCsv(computed.months, plan.actuals, all.csvHeader as never, currency),
    );
    setStatus(ok ? '' : t.exportFailed);
  };
  const open = async (file: File | undefined) => {
    if (!file) return;
    const read = fromFile(await file.text());
    if (!read.ok) {
      setStatus(t.problems[read.problem]);
      return;
    }
    onOpenFile(read.value);
    onNotice(undefined);
    setStatus(t.opened);
  };
  const copyLink = async () => {
    const result = datedShareUrl(planShareUrl(window.location.href, { state, currency }), plan);
    let copied = true;
    try {
      await navigator.clipboard.writeText(result.url);
    } catch {
      copied = false;
    }
    setLink({ ...result, copied });
  };
  const doRebase = () => {
    if (asOf === null) return;
    const next = rebase(plan, computed.months, asOf, today());
    onChange(next);
    setStatus(fill(v.rebased, { n: next.version, old: plan.version }));
  };

  return (
    <section aria-labelledby="dated-keep-heading" className="space-y-4">
      <div className="space-y-2">
        <h4 className="text-base font-semibold">{v.title}</h4>
        <p className="text-sm">{fill(v.current, { n: plan.version })}</p>
        <div className="print:hidden">
          <Button variant="outline" onClick={doRebase} disabled={!canRebase}>
            {v.rebase}
          </Button>
          <p className="mt-1 text-xs text-slate-600">{canRebase ? v.rebaseHelp : v.needsMonth}</p>
        </div>
        {plan.history.length > 0 && (
          <ul className="space-y-1 text-sm text-slate-700">
            {[...plan.history].reverse().map((old) => (
              <li key={old.version}>
                <span className="font-medium">{fill(v.old, { n: old.version, date: day(old.replacedOn) })}</span>:{' '}
                {old.months.map((m) => `${month(m.month)} ${fmt.money(m.budget)}`).join(' · ')}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3 print:hidden">
        <h4 id="dated-keep-heading" className="text-base font-semibold">
          {t.title}
        </h4>
        {notice && (
          <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm">
            {noticeText[notice]}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={download}>
            {t.download}
          </Button>
          <Button variant="outline" onClick={() => void copyLink()}>
            {t.link}
          </Button>
          <Button variant="outline" onClick={() => printWithReport()}>
            {t.print}
          </Button>
          <Button variant="outline" onClick={exportCsv}>
            {t.csv}
          </Button>
        </div>
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium">
            {t.open}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,application/json"
            onChange={(event) => void open(event.target.files?.[0])}
            className="text-sm"
          />
        </div>
        {link && (
          <div className="space-y-1 text-sm">
            <p role="status">{link.tooLarge ? t.tooLarge : link.copied ? t.linkCopied : t.manual}</p>
            <input
              readOnly
              aria-label={t.link}
              value={link.url}
              onFocus={(event) => event.target.select()}
              className={inputClasses('h-10 font-mono text-xs')}
            />
          </div>
        )}
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </section>
  );
}
