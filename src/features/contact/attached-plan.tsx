import { ButtonLink } from '../../components/ui/button.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import {
  PLAN_LINK_FIELD,
  PLAN_REGION_ID as ATTACHED_PLAN_ID,
  PLAN_SUMMARY_FIELD,
  type PlanAttachment,
} from '../../lib/plan-handoff.ts';
import { Icon } from '../../components/ui/icon.tsx';

interface AttachedPlanProps {
  /** The form the plan is posted with (its hidden fields name it, from outside it). */
  formId: string;
  plan: PlanAttachment;
  /** The contact page without the plan. */
  removeHref: string;
  text: Dictionary['contactPlan'];
}

/**
 * The plan a tool attached to this enquiry: its summary as it will be sent, a link that opens it in
 * the tool, "Remove plan" (the page again, without it) and the line saying it goes with the message.
 * Rendered by the server with no script of its own: the hidden fields belong to the form by its id,
 * so a plain post and the form's script both send them.
 */
export function AttachedPlan({ formId, plan, removeHref, text }: AttachedPlanProps) {
  return (
    <section
      id={ATTACHED_PLAN_ID}
      aria-labelledby={`${ATTACHED_PLAN_ID}-heading`}
      className="mb-6 rounded-card border border-brand-300 bg-brand-50 p-4"
    >
      <h3 id={`${ATTACHED_PLAN_ID}-heading`} className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon name="file-text" className="h-5 w-5 shrink-0 text-brand-700" />
        {text.heading}
      </h3>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{plan.summary}</p>
      <p className="mt-3 text-sm font-medium text-slate-800">{text.consent}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={plan.link}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {text.open}
        </a>
        <ButtonLink href={removeHref} variant="outline" size="sm" className="h-11">
          <Icon name="x" className="h-4 w-4" />
          {text.remove}
        </ButtonLink>
      </div>
      <input type="hidden" form={formId} name={PLAN_LINK_FIELD} value={plan.link} />
      <input type="hidden" form={formId} name={PLAN_SUMMARY_FIELD} value={plan.summary} />
    </section>
  );
}
