/**
 * The unsubscribe page's server half. Opening the link only asks (mail scanners open links on their
 * own, and must not unsubscribe anyone); the page's one button posts back, and the sign-up is
 * marked unsubscribed. Both steps check the signed token against the stored address.
 */
import type { ServerContext } from '../../../server/context.ts';
import { isLocale, defaultLocale, type Locale } from '../../../lib/locales.ts';
import { tokenMatches } from '../../leads/server/unsubscribe-token.ts';
import { getSubscriber, unsubscribe } from '../../leads/server/messages.ts';
import { bodyKind, parseBody, readText } from '../../../lib/request-guard.ts';

/** The button's post is two short fields; a mail client's one-click post is one. */
export const UNSUBSCRIBE_MAX_BYTES = 2 * 1024;

export type UnsubscribeState =
  | { kind: 'invalid' | 'too-large'; lang: Locale }
  | { kind: 'ask' | 'done' | 'already'; lang: Locale; email: string; id: number; token: string };

const MAX_TOKEN = 100;

async function signUpFor({ sql, unsubscribeSecret }: ServerContext, id: string | null, token: string | null) {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0 || !token || token.length > MAX_TOKEN) return undefined;
  const subscriber = await getSubscriber(sql, number);
  if (!subscriber || !tokenMatches(unsubscribeSecret, subscriber.id, subscriber.emailKey, token)) return undefined;
  return { subscriber, token };
}

const langOf = (value: string) => (isLocale(value) ? value : defaultLocale);

/** GET shows the question; POST (the button, or a mail client's one-click post) unsubscribes. */
export async function unsubscribeRequest(app: ServerContext, request: Request, url: URL): Promise<UnsubscribeState> {
  let id = url.searchParams.get('s');
  let token = url.searchParams.get('t');
  if (request.method === 'POST') {
    // Read through the streamed cap: a chunked or multipart body of any size stops at 2 KB.
    let text = '';
    try {
      text = await readText(request, UNSUBSCRIBE_MAX_BYTES);
    } catch {
      return { kind: 'too-large', lang: defaultLocale };
    }
    const form = bodyKind(request.headers.get('content-type')) === 'form' ? parseBody('form', text) : undefined;
    id = String(form?.['s'] ?? id ?? '');
    token = String(form?.['t'] ?? token ?? '');
  }
  const found = await signUpFor(app, id, token);
  if (!found) return { kind: 'invalid', lang: defaultLocale };
  const { subscriber } = found;
  const base = { lang: langOf(subscriber.lang), email: subscriber.email, id: subscriber.id, token: found.token };
  if (subscriber.status === 'unsubscribed') return { kind: 'already', ...base };
  if (request.method !== 'POST') return { kind: 'ask', ...base };
  await unsubscribe(app.sql, subscriber.id, subscriber.emailKey);
  return { kind: 'done', ...base };
}
