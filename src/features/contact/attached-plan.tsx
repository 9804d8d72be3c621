import { FileText, X } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { PLAN_LINK_FIELD, PLAN_SUMMARY_FIELD, type PlanAttachment } from '../../lib/plan-handoff.ts';

interface AttachedPlanProps {
  id: string;
  plan: PlanAttachment;
  /** The contact page without the plan: where "Remove plan" goes when no script runs. */
  removeHref: string;
  /** With JavaScript: drops the plan and keeps what the visitor typed. */
  onRemove: () => void;
  text: Dictionary['contactForm'];
}

/**
 * The plan a tool attached to this enquiry: its summary as the visitor will send it, a link that
 * opens it in the tool, and a way to remove it. The hidden fields carry it with the form, with or
 * without JavaScript.
 */
export function AttachedPlan({ id, plan, removeHref, onRemove, text }: AttachedPlanProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-card border border-brand-300 bg-brand-50 p-4">
      <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-slate-900">
        <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {text.planHeading}
      </h3>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{plan.summary}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={plan.link}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {text.planOpen}
        </a>
        <ButtonLink
          href={removeHref}
          variant="outline"
          size="sm"
          className="h-11"
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {text.planRemove}
        </ButtonLink>
      </div>
      <input type="hidden" name={PLAN_LINK_FIELD} value={plan.link} />
      <input type="hidden" name={PLAN_SUMMARY_FIELD} value={plan.summary} />
    </section>
  );
}
