/**
 * Weekly actuals from platform exports: the kit's drop zone, and its review (loaded only when a file
 * is dropped or chosen) in weekly mode. Dated rows are summed into Monday-started weeks per planner
 * channel; those channel-weeks replace what was kept for them, the plan never changes, and Undo
 * brings the actuals back as they were.
 */
import { lazy, Suspense, useState } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { fill } from '../../../i18n/fill.ts';
import { ImportDropZone } from '../../calculator-kit/import/import-drop-zone.tsx';
import type { ImportOutcome, ReadSource } from '../../calculator-kit/import/import-review-dialog.tsx';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';
import type { Currency } from '../../../lib/money.ts';
import { useDated } from './dated-words.tsx';
import { DATED_LIMITS } from './model/document.ts';
import type { DatedPlan } from './model/plan.ts';
import { mergeActuals, weeklyActuals } from './model/weekly-import.ts';

/** The select's value for "skip these rows" (a plan channel is never nameless). */
const SKIP = '';

const ImportReviewDialog = lazy(() =>
  import('../../calculator-kit/import/import-review-dialog.tsx').then((m) => ({ default: m.ImportReviewDialog })),
);

export function ActualsImport({
  plan,
  onChange,
  channels,
  currency,
}: {
  plan: DatedPlan;
  onChange: (plan: DatedPlan) => void;
  channels: readonly string[];
  currency: Currency;
}) {
  const { t: all, day } = useDated();
  const t = all.actuals;
  const { kit } = useToolLanguage();
  const [files, setFiles] = useState<File[] | null>(null);
  // The visitor's choice for each channel the plan does not have: a plan channel, or skipped.
  const [assigned, setAssigned] = useState<Record<string, string>>({});
  const open = (list: File[]) => {
    setAssigned({});
    setFiles(list);
  };

  const summary = (sources: ReadSource[]) => {
    const found = weeklyActuals(sources, channels, assigned);
    const choices = [...new Set([...Object.keys(assigned), ...found.unmatched.map((u) => u.name)])];
    const first = found.actuals[0]?.weekStart;
    const last = found.actuals.at(-1)?.weekStart;
    return {
      importable: found.actuals.length > 0,
      node: (
        <>
          {first && last ? (
            <p className="font-medium">
              {fill(t.importWeeks, {
                rows: found.dated,
                weeks: found.actuals.length,
                first: day(first),
                last: day(last),
              })}
            </p>
          ) : (
            found.undated === 0 && <p className="font-medium text-warning-700">{t.importNothing}</p>
          )}
          {found.unmatched.length > 0 && (
            <p className="text-warning-700">
              {fill(t.importUnmatched, { names: found.unmatched.map((u) => `${u.name} (${u.rows})`).join(', ') })}
            </p>
          )}
          {choices.map((name, i) => (
            <div key={name} className="max-w-sm">
              <label htmlFor={`dated-import-assign-${i}`} className="mb-1.5 block font-medium">
                {fill(t.importAssign, { name })}
              </label>
              <Select
                id={`dated-import-assign-${i}`}
                value={assigned[name] ?? SKIP}
                onValueChange={(value) =>
                  setAssigned((current) => {
                    const next = { ...current };
                    if (value === SKIP) delete next[name];
                    else next[name] = value;
                    return next;
                  })
                }
                options={[{ value: SKIP, label: t.importSkip }, ...channels.map((c) => ({ value: c, label: c }))]}
              />
            </div>
          ))}
          {found.undated > 0 && <p className="text-warning-700">{fill(t.importUndated, { count: found.undated })}</p>}
        </>
      ),
    };
  };

  const apply = ({ sources }: ImportOutcome) => {
    setFiles(null);
    const before = plan;
    const { actuals } = weeklyActuals(sources, channels, assigned);
    onChange({ ...plan, actuals: mergeActuals(plan.actuals, actuals).slice(-DATED_LIMITS.actuals) });
    toast({
      title: fill(t.imported, { weeks: actuals.length }),
      tone: 'success',
      action: {
        label: kit.undo,
        altText: kit.importUndoAlt,
        onAction: () => {
          onChange(before);
          toast({ title: t.importUndone });
        },
      },
    });
  };

  return (
    <>
      <ImportDropZone
        id="dated-import"
        title={t.importTitle}
        hint={t.importHint}
        button={t.importChoose}
        onFiles={open}
      />
      {files && (
        <Suspense fallback={null}>
          <ImportReviewDialog
            files={files}
            currency={currency}
            room={DATED_LIMITS.actuals}
            limit={DATED_LIMITS.actuals}
            onClose={() => setFiles(null)}
            onImport={apply}
            weekly={{ label: t.importButton, summary }}
          />
        </Suspense>
      )}
    </>
  );
}
