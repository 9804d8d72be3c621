import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../lib/locales.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { formattersFor } from '../calculator-kit/use-format.ts';
import type { SavedPlan, SavedPlansSnapshot } from './model/plans.ts';
import { usePlannerText, type PlannerText } from './planner-text.tsx';
import { StorageProblem } from './storage-problem.tsx';
import { Icon } from '../../components/ui/icon.tsx';

interface LoadPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapshot: SavedPlansSnapshot;
  onLoad: (plan: SavedPlan) => void;
  /** Deletes the plan; false when browser storage refused. */
  onDelete: (plan: SavedPlan) => boolean | void;
  /** Puts a deleted plan back; false when browser storage refused. */
  onRestore?: (plan: SavedPlan) => boolean;
}

const intlLocale = (locale: Locale) => (locale === 'vi' ? 'vi-VN' : 'en-US');

function savedDate(iso: string, locale: Locale, t: PlannerText): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? t.unknownDate
    : new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The channel with the largest share, which is often what tells two versions of a plan apart. */
function topChannel(plan: SavedPlan, locale: Locale, t: PlannerText): string {
  const top = plan.data.channels.reduce((best, channel) =>
    channel.budgetAllocation > best.budgetAllocation ? channel : best,
  );
  const share = `${new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(top.budgetAllocation)}%`;
  return top.name.trim() === '' ? '' : ` · ${fill(t.topChannel, { name: top.name.trim(), share })}`;
}

function planOutline(plan: SavedPlan, locale: Locale, t: PlannerText): string {
  const { data } = plan;
  const fmt = formattersFor(data.currency, locale);
  const count = data.channels.length === 1 ? t.channelsOne : fill(t.channelsMany, { count: data.channels.length });
  return data.planningMode === 'goal-first'
    ? `${t.goalFirst} · ${fill(t.goalOutline, { count: fmt.number(data.campaignGoal) })} · ${count}`
    : `${t.budgetFirst} · ${fmt.money(data.totalBudget)} · ${count}${topChannel(plan, locale, t)}`;
}

/**
 * The saved plans, newest first. Deleting one offers Undo right here, in the dialog: the modal
 * makes the rest of the page (and the toasts) unreachable while it is open.
 */
export function LoadPlanDialog({ open, onOpenChange, snapshot, onLoad, onDelete, onRestore }: LoadPlanDialogProps) {
  const t = usePlannerText();
  const { locale, kit } = useToolLanguage();
  const listRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const [deleted, setDeleted] = useState<SavedPlan>();
  const plans = [...snapshot.plans].sort((a, b) => b.savedAt.localeCompare(a.savedAt));

  function remove(plan: SavedPlan) {
    if (onDelete(plan) === false) return;
    setDeleted(plan);
    // The row and its buttons are gone: Undo, beside the note that says so, takes the focus.
    requestAnimationFrame(() => undoRef.current?.focus());
  }

  function undo() {
    if (!deleted || !onRestore || !onRestore(deleted)) return;
    const name = deleted.name;
    setDeleted(undefined);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(fill(t.loadNamed, { name }))}"]`)?.focus(),
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.loadTitle}
      description={t.loadDescription}
      className="max-w-lg"
    >
      <div ref={listRef}>
        <StorageProblem snapshot={snapshot} />
        <p
          role="status"
          className="mb-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-700 empty:hidden"
          data-deleted-plan
        >
          {deleted && (
            <>
              <span className="break-words">{fill(t.planDeletedInline, { name: deleted.name })}</span>
              {onRestore && (
                <>
                  <span aria-hidden="true">·</span>
                  <button
                    ref={undoRef}
                    type="button"
                    onClick={undo}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  >
                    <Icon name="undo-2" className="h-4 w-4" />
                    {kit.undo}
                  </button>
                </>
              )}
            </>
          )}
        </p>
        {plans.length === 0 ? (
          <p className="rounded-control border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
            {t.noPlans}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-control border border-slate-200" aria-label={t.savedPlans}>
            {plans.map((plan) => (
              <li key={plan.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900" title={plan.name}>
                    {plan.name}
                  </p>
                  <p className="text-sm text-slate-600">
                    {fill(t.savedOn, { date: savedDate(plan.savedAt, locale, t) })}
                  </p>
                  <p className="text-sm break-words text-slate-600">{planOutline(plan, locale, t)}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    data-plan-action=""
                    aria-label={fill(t.loadNamed, { name: plan.name })}
                    onClick={() => onLoad(plan)}
                  >
                    <Icon name="folder-open" className="h-4 w-4" />
                    {t.load}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={fill(t.deleteNamed, { name: plan.name })}
                    onClick={() => remove(plan)}
                    className="hover:border-danger-600 hover:text-danger-700"
                  >
                    <Icon name="trash" className="h-4 w-4" />
                    {t.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
