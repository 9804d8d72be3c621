/**
 * A plan handed from a tool to the contact form: the tool's own share link (the versioned format of
 * calculator-kit/share-link.ts, unchanged) and a short summary a person can read. Both travel as
 * plain address parameters and hidden form fields, so the hand-off works without JavaScript on the
 * contact page. The tools write it and the contact page reads it, so neither imports the other;
 * plan-check.ts holds the rules the server checks it by. Kept tiny: the contact form and every
 * tool load it.
 */

/** The parameter and form-field names, the same in the address and in the posted form. */
export const PLAN_LINK_FIELD = 'planLink';
export const PLAN_SUMMARY_FIELD = 'planSummary';

/** The contact page's region that shows the attached plan (outside the form's island, with no script). */
export const PLAN_REGION_ID = 'contact-plan';

export interface PlanAttachment {
  link: string;
  summary: string;
}

/**
 * The longest hand-off address. The server refuses request heads past 16 KiB (maxHeaderSize in
 * server/main.ts, HTTP 431), and the address shares them with cookies and the other headers.
 */
export const HANDOFF_URL_LIMIT = 12_000;

/** The contact page's address with the plan attached, landing on the form; undefined when too long to open. */
export function planContactHref(contactPath: string, plan: PlanAttachment): string | undefined {
  const params = new URLSearchParams({ [PLAN_LINK_FIELD]: plan.link, [PLAN_SUMMARY_FIELD]: plan.summary });
  const href = `${contactPath}?${params.toString()}#contact-form`;
  return href.length <= HANDOFF_URL_LIMIT ? href : undefined;
}
