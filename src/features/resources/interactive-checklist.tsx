import { useEffect, useEffectEvent, useId, useState } from 'react';
import { checklistProgress, type Checklist } from '../../lib/checklist.ts';
import { tickedBeforeHydration } from '../../lib/pre-hydration.ts';
import { readChecklist, useChecklistState, writeChecklist } from './checklist-store.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** The island's words, from the page's dictionary; {done}, {total} and {percent} are filled in. */
export interface ChecklistText {
  progress: string;
  print: string;
  reset: string;
  complete: string;
  corrupted: string;
  unavailable: string;
}

const fillIn = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

/** A checklist you can tick; progress is saved in this browser only. */
export function InteractiveChecklist({ checklist, text }: { checklist: Checklist; text: ChecklistText }) {
  const state = useChecklistState(checklist.slug);
  const [saveProblem, setSaveProblem] = useState(false);
  const progress = checklistProgress(checklist, state.done);
  const done = new Set(state.done);
  const baseId = useId();
  // Boxes ticked while the page was still loading are added to the saved progress on hydration
  // (read from storage here: the hydrating render shows the server's empty list).
  const [earlyTicks] = useState(() =>
    tickedBeforeHydration(
      checklist.sections.flatMap((section) => section.items.map((item) => `${baseId}-${item.id}`)),
    ).map((inputId) => inputId.slice(baseId.length + 1)),
  );
  const keepEarlyTicks = useEffectEvent(() => {
    if (earlyTicks.length)
      setSaveProblem(
        !writeChecklist(checklist.slug, [...new Set([...readChecklist(checklist.slug).done, ...earlyTicks])]).ok,
      );
  });
  // The write reaches storage, an outside system, once after hydration; its outcome is shown.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => keepEarlyTicks(), []);

  const toggle = (id: string, checked: boolean) => {
    const next = checked ? [...done, id] : [...done].filter((value) => value !== id);
    setSaveProblem(!writeChecklist(checklist.slug, next).ok);
  };
  const reset = () => setSaveProblem(!writeChecklist(checklist.slug, []).ok);

  return (
    <div>
      <div className="sticky top-(--spacing-header) z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-card sm:border sm:px-5 print:static">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id={`${baseId}-label`} className="font-semibold text-slate-900">
            {fillIn(text.progress, { done: progress.done, total: progress.total })}
          </p>
          <div className="flex gap-2 print:hidden">
            <button
              type="button"
              onClick={() => window.print()}
              className="inline-flex h-9 items-center gap-1.5 rounded-control px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <Icon name="printer" className="h-4 w-4" /> {text.print}
            </button>
            <button
              type="button"
              onClick={reset}
              disabled={progress.done === 0}
              className="inline-flex h-9 items-center gap-1.5 rounded-control px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-50"
            >
              <Icon name="rotate-ccw" className="h-4 w-4" /> {text.reset}
            </button>
          </div>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${baseId}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={fillIn(text.complete, { percent: progress.percent })}
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className="h-full rounded-full bg-success-600 transition-[width] duration-300"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
        {(saveProblem || state.problem) && (
          <p role="status" className="mt-2 text-sm text-warning-700">
            {state.problem === 'corrupted' ? text.corrupted : text.unavailable}
          </p>
        )}
      </div>

      <div className="mt-8 space-y-10">
        {checklist.sections.map((section) => (
          <fieldset key={section.id} className="min-w-0">
            <legend className="font-display text-xl font-bold text-slate-900">{section.title}</legend>
            <ul className="mt-4 space-y-3">
              {section.items.map((item) => {
                const checked = done.has(item.id);
                const inputId = `${baseId}-${item.id}`;
                return (
                  <li key={item.id}>
                    <label
                      htmlFor={inputId}
                      className={`flex cursor-pointer gap-4 rounded-card border p-4 transition has-focus-visible:outline-3 has-focus-visible:outline-brand-500 ${checked ? 'border-success-600/30 bg-success-50' : 'border-slate-200 bg-white hover:border-brand-300'}`}
                    >
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={checked}
                        onChange={(event) => toggle(item.id, event.target.checked)}
                        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-success-600 focus-visible:outline-none"
                      />
                      <span>
                        <span
                          className={`block font-medium ${checked ? 'text-slate-600 line-through decoration-slate-400' : 'text-slate-900'}`}
                        >
                          {item.text}
                        </span>
                        {item.detail && (
                          <span className="mt-1 block text-sm leading-6 text-slate-600">{item.detail}</span>
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
