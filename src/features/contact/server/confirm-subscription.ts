/**
 * The confirmation page's server half. Opening the link only asks (mail scanners open links on
 * their own and must not subscribe anyone); the page's one button posts back, and only then is the
 * address active. Both steps check the signed token against the stored request and address.
 */
import type { ServerContext } from '../../../server/context.ts';
import { isLocale, defaultLocale, type Locale } from '../../../lib/locales.ts';
import { confirmTokenMatches } from './confirm-token.ts';
import { confirmSubscription, getRequest, supersededRequest } from '../../leads/server/subscriptions.ts';
import { bodyKind, parseBody, readText } from '../../../lib/request-guard.ts';

/** The button's post is two short fields. */
export const CONFIRM_MAX_BYTES = 2 * 1024;
const MAX_TOKEN = 100;

export type ConfirmState =
  | { kind: 'invalid' | 'too-large'; lang: Locale }
  | { kind: 'ask' | 'done' | 'already' | 'expired'; lang: Locale; email: string; id: number; token: string };

const langOf = (value: string) => (isLocale(value) ? value : defaultLocale);

async function requestFor({ sql, unsubscribeSecret }: ServerContext, id: string | null, token: string | null) {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0 || !token || token.length > MAX_TOKEN) return undefined;
  const request = await getRequest(sql, number);
  if (!request || !confirmTokenMatches(unsubscribeSecret, request.id, request.emailKey, token)) return undefined;
  return request;
}

/** GET shows the question; POST (the page's button) confirms. */
export async function confirmRequest(app: ServerContext, request: Request, url: URL): Promise<ConfirmState> {
  let id = url.searchParams.get('r');
  let token = url.searchParams.get('t');
  if (request.method === 'POST') {
    let text = '';
    try {
      text = await readText(request, CONFIRM_MAX_BYTES);
    } catch {
      return { kind: 'too-large', lang: defaultLocale };
    }
    const form = bodyKind(request.headers.get('content-type')) === 'form' ? parseBody('form', text) : undefined;
    id = String(form?.['r'] ?? id ?? '');
    token = String(form?.['t'] ?? token ?? '');
  }
  const found = await requestFor(app, id, token);
  if (!found) return { kind: 'invalid', lang: defaultLocale };
  const { sql } = app;
  const base = { lang: langOf(found.lang), email: found.email, id: found.id, token: token ?? '' };
  if (found.status === 'active') return { kind: 'already', ...base };
  if (await supersededRequest(sql, found)) return { kind: 'expired', ...base };
  if (request.method !== 'POST') return { kind: 'ask', ...base };
  if (await confirmSubscription(sql, found, new Date())) return { kind: 'done', ...base };
  // Changed between the checks and the write (a second tab, an unsubscribe): say what holds now.
  const now = await getRequest(sql, found.id);
  return { kind: now?.status === 'active' ? 'already' : 'expired', ...base };
}
