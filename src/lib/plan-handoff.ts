/**
 * A plan handed from a tool to the contact form: the tool's own share link (the versioned format of
 * calculator-kit/share-link.ts, unchanged) and a short summary a person can read. Both travel as
 * plain address parameters and hidden form fields, so the hand-off works without JavaScript on the
 * contact page. The tools write it; the contact page and the server read and check it here, so
 * neither side imports the other.
 */

/** The parameter and form-field names, the same in the address and in the posted form. */
export const PLAN_LINK_FIELD = 'planLink';
export const PLAN_SUMMARY_FIELD = 'planSummary';

/**
 * The share link's own ceiling (SHARE_URL_LIMIT in share-link.ts: a longer link is never offered)
 * and a summary of a few lines: the tool, the currency, the total, a dozen channels, the results.
 */
export const PLAN_LIMITS = { link: 8000, summary: 1500 } as const;

export interface PlanAttachment {
  link: string;
  summary: string;
}

/** The contact page's address with the plan attached, landing on the form. */
export function planContactHref(contactPath: string, plan: PlanAttachment): string {
  const params = new URLSearchParams({ [PLAN_LINK_FIELD]: plan.link, [PLAN_SUMMARY_FIELD]: plan.summary });
  return `${contactPath}?${params.toString()}#contact-form`;
}

/** Why an attachment was refused: a link that is not one of our tools', or a summary we cannot keep. */
export type PlanProblem = 'link' | 'summary';

export type PlanCheck = { ok: true; plan: PlanAttachment | null } | { ok: false; problem: PlanProblem };

export interface PlanRules {
  /** The site's own origin ("https://example.com"): a link anywhere else is refused. */
  origin: string;
  /** The tools' pages, every language: a link to any other path is refused. */
  toolPaths: readonly string[];
}

// Control characters other than line breaks, and invisible or text-direction characters.
const UNSAFE_TEXT = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

/** Text with the characters a summary may not carry taken out: what a tool does to a channel's name. */
export function withoutUnsafeText(text: string): string {
  return text.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '');
}

const SHARE_TOKEN = /^v\d{1,3}\.[A-Za-z0-9_-]+$/;

function checkLink(raw: string, rules: PlanRules): string | undefined {
  if (raw.length > PLAN_LIMITS.link) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(rules.origin).origin || url.username || url.password || url.hash) return undefined;
  // A trailing slash reaches the same page.
  if (!rules.toolPaths.includes(url.pathname.replace(/(.)\/+$/, '$1'))) return undefined;
  // Exactly one parameter: the tool's own versioned plan token.
  const keys = [...url.searchParams.keys()];
  const token = url.searchParams.get('plan');
  if (keys.length !== 1 || token === null || !SHARE_TOKEN.test(token)) return undefined;
  return url.toString();
}

function cleanSummary(raw: string): string | undefined {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (!text || text.length > PLAN_LIMITS.summary || UNSAFE_TEXT.test(text)) return undefined;
  return text;
}

/**
 * Checks an attachment strictly: both parts or neither. Nothing posted means no plan; anything
 * else that is not a link to one of our tools with a readable summary is refused.
 */
export function checkPlanAttachment(link: unknown, summary: unknown, rules: PlanRules): PlanCheck {
  const hasLink = link !== undefined && link !== '';
  const hasSummary = summary !== undefined && summary !== '';
  if (!hasLink && !hasSummary) return { ok: true, plan: null };
  const checkedLink = typeof link === 'string' ? checkLink(link.trim(), rules) : undefined;
  if (!checkedLink) return { ok: false, problem: 'link' };
  const checkedSummary = typeof summary === 'string' ? cleanSummary(summary) : undefined;
  if (!checkedSummary) return { ok: false, problem: 'summary' };
  return { ok: true, plan: { link: checkedLink, summary: checkedSummary } };
}
