/**
 * The rules a plan attached to an enquiry must pass (see plan-handoff.ts for the hand-off itself):
 * a share link to one of our tools on our own origin, and a short summary a person can read. The
 * server checks every attachment by them; the tools' summaries are written to pass them.
 */
import type { PlanAttachment } from './plan-handoff.ts';

/**
 * The share link's own ceiling (SHARE_URL_LIMIT in share-link.ts: a longer link is never offered)
 * and a summary of a few lines: the tool, the currency, the total, a dozen channels, the results.
 */
export const PLAN_LIMITS = { link: 8000, summary: 1500 } as const;

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
const UNSAFE_TEXT =
  /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

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
