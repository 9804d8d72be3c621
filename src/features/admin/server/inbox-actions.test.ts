import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerAdminAction, eraseToken, type AdminActionResult, type AdminOutcome } from './inbox-actions.ts';

const page = {
  url: new URL('https://www.example.com/admin'),
  redirect: (location: string, status: 303) => new Response(null, { status, headers: { Location: location } }),
};
const outcome = (data: AdminOutcome): AdminActionResult => ({ data, error: undefined });
const refused = (status: number, message = ''): AdminActionResult => ({ data: undefined, error: { status, message } });

afterEach(() => vi.restoreAllMocks());

describe('answerAdminAction', () => {
  it('answers nothing when no action ran, so the page renders as on a GET', () => {
    expect(answerAdminAction(undefined, page)).toBeUndefined();
  });

  it('redirects with 303 to where the change sends the admin (post/redirect/get)', () => {
    const answer = answerAdminAction(outcome({ status: 303, location: '/admin?notice=trashed&id=4' }), page);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe('/admin?notice=trashed&id=4');
  });

  it('hands the erasure to confirm to the page, which carries its counts in the confirmation', () => {
    const erase = { email: 'a@example.com', messages: 2, subscribers: 1, back: '/admin/subscribers' };
    expect(answerAdminAction(outcome({ status: 200, erase }), page)).toEqual(erase);
    expect(eraseToken(erase)).toBe('2:1');
  });

  it('answers a refusal with its status and words', async () => {
    const answer = answerAdminAction(outcome({ status: 403, error: 'Your session form has expired.' }), page);
    expect((answer as Response).status).toBe(403);
    expect(await (answer as Response).text()).toBe('Your session form has expired.');
  });

  it('answers a store that refused for now with the error page, 503 and the retry delay of its kind', async () => {
    for (const [busy, retryAfter] of [
      [true, '5'],
      [false, '60'],
    ] as const) {
      const answer = answerAdminAction(outcome({ status: 503, busy }), page) as Response;
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe(retryAfter);
      expect(await answer.text()).toContain('Please try again in a minute');
    }
  });

  it("answers Astro's own refusals: not a form (415), too large (413), and a bug (500, logged)", () => {
    expect((answerAdminAction(refused(415), page) as Response).status).toBe(415);
    const tooLarge = answerAdminAction(refused(413), page) as Response;
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('connection')).toBe('close');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((answerAdminAction(refused(500, 'boom'), page) as Response).status).toBe(500);
    expect(log).toHaveBeenCalledWith('Could not answer /admin: boom');
  });
});
