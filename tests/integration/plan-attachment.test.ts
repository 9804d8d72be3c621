/**
 * A plan attached from a tool, against the real built server on each store: stored with its
 * message and shown in the inbox (summary, a link that opens it in the tool, the CSV's last column);
 * shown on the contact page it was handed to, with and without JavaScript; and anything that is not
 * a link to one of our tools with a readable summary refused with a 4xx and nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv-parse.ts';
import { planRefusals } from '../../src/i18n/plan-refusals.ts';
import { PLAN_LIMITS } from '../../src/lib/plan-check.ts';
import { planContactHref } from '../../src/lib/plan-handoff.ts';
import { defaultPlannerState } from '../../src/features/budget-planner/model/planner.ts';
import { planShareUrl } from '../../src/features/budget-planner/model/share.ts';
import { postForm, postJson, startServer, validMessage, type RunningServer } from './server.ts';
import { allBackends } from './support/backends.ts';

const PLANNER_VI = '/vi/solutions/ai-tools/marketing-budget-planner';
const SUMMARY =
  'Công cụ lập ngân sách chiến dịch marketing, đơn vị VND\nTổng ngân sách: 250.000.000 ₫\nCác kênh:\n• Google Ads: 100.000.000 ₫';
const PLAN_CONSENT_VI = 'sẽ được gửi kèm tin nhắn và lưu cùng tin nhắn';
const escaped = (text: string) => text.replace(/&/g, '&amp;');

const backends = await allBackends();
afterAll(async () => {
  for (const backend of backends) await backend.shutdown();
});

describe.each(backends)('plans attached to enquiries ($name)', (backend) => {
  let server: RunningServer;
  let cookie = '';
  let link = '';
  const sameSite = () => ({ origin: server.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '192.0.2.40' });
  const count = async () =>
    Number((await backend.rows<{ n: number | string }>('SELECT COUNT(*) AS n FROM messages'))[0]!.n);
  const stored = (subject: string) =>
    backend.rows<{ id: number | string; plan_link: string; plan_summary: string; source: string }>(
      'SELECT id, plan_link, plan_summary, source FROM messages WHERE subject = ?',
      [subject],
    );

  beforeAll(async () => {
    const store = await backend.fresh();
    server = await startServer(
      { ...store.env, RATE_LIMIT_PER_MINUTE: '200', TRUST_PROXY: '127.0.0.1,::1', ADMIN_PASSWORD: 'plan-admin-pass' },
      store.dbPath,
    );
    link = planShareUrl(`${server.url}${PLANNER_VI}`, { state: defaultPlannerState(), currency: 'VND' });
    const signIn = await postForm(`${server.url}/admin/sign-in`, { password: 'plan-admin-pass' }, sameSite());
    cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores the plan with the message and shows it in the inbox, with the link as the CSV’s last column', async () => {
    const response = await postJson(
      `${server.url}/api/contact`,
      {
        ...validMessage('plan json'),
        lang: 'vi',
        phone: '0903 123 456',
        replyBy: 'zalo',
        source: PLANNER_VI,
        planLink: link,
        planSummary: SUMMARY,
      },
      sameSite(),
    );
    expect(response.status).toBe(201);
    const [row] = await stored('plan json');
    expect(row).toMatchObject({ plan_link: link, plan_summary: SUMMARY, source: PLANNER_VI });
    const detail = await (await fetch(`${server.url}/admin/messages/${row!.id}`, { headers: { cookie } })).text();
    expect(detail).toContain('Attached plan');
    expect(detail).toContain('Tổng ngân sách: 250.000.000 ₫');
    expect(detail).toContain(`href="${escaped(link)}"`);
    const csv = parseCsv(await (await fetch(`${server.url}/admin/messages.csv`, { headers: { cookie } })).text());
    expect(csv.header.at(-1)).toBe('plan link');
    expect(csv.rows.find((r) => r.values['subject'] === 'plan json')?.values['plan link']).toBe(link);
  });

  it('leaves a message without a plan as it always was', async () => {
    expect((await postJson(`${server.url}/api/contact`, validMessage('no plan'), sameSite())).status).toBe(201);
    expect(await stored('no plan')).toEqual([expect.objectContaining({ plan_link: '', plan_summary: '' })]);
  });

  const hostile: [string, () => Record<string, unknown>, 'link' | 'summary'][] = [
    [
      'a link to another site',
      () => ({ planLink: link.replace(server.url, 'https://evil.example'), planSummary: SUMMARY }),
      'link',
    ],
    [
      'a link to a page that is not a tool',
      () => ({ planLink: link.replace(PLANNER_VI, '/vi/contact'), planSummary: SUMMARY }),
      'link',
    ],
    ['a script address', () => ({ planLink: 'javascript:alert(document.cookie)', planSummary: SUMMARY }), 'link'],
    [
      'a link with a second parameter',
      () => ({ planLink: `${link}&next=https://evil.example`, planSummary: SUMMARY }),
      'link',
    ],
    ['an oversized link', () => ({ planLink: `${link}${'A'.repeat(PLAN_LIMITS.link)}`, planSummary: SUMMARY }), 'link'],
    ['a link that is not text', () => ({ planLink: { href: link }, planSummary: SUMMARY }), 'link'],
    ['a summary without a link', () => ({ planSummary: SUMMARY }), 'link'],
    ['an oversized summary', () => ({ planLink: link, planSummary: 'x'.repeat(PLAN_LIMITS.summary + 1) }), 'summary'],
    [
      'a summary with a text-direction override',
      () => ({ planLink: link, planSummary: 'Total \u202Eevil' }),
      'summary',
    ],
    ['a link without a summary', () => ({ planLink: link }), 'summary'],
  ];

  it.each(hostile)('refuses %s with a 400 in the page language and stores nothing', async (_case, plan, problem) => {
    const before = await count();
    const response = await postJson(
      `${server.url}/api/contact`,
      { ...validMessage('hostile plan'), lang: 'vi', ...plan() },
      sameSite(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe(planRefusals.vi[problem]);
    expect(body.fieldErrors).toEqual({ plan: planRefusals.vi[problem] });
    expect(await count()).toBe(before);
  });

  it('without JavaScript: shows the plan handed over in the address, sends it, and refuses a foreign one on the page', async () => {
    const page = await (
      await fetch(`${server.url}${planContactHref('/vi/contact', { link, summary: SUMMARY })!}`)
    ).text();
    expect(page).toContain('id="contact-plan"');
    expect(page).toContain('Kế hoạch của bạn đã được đính kèm');
    expect(page).toContain('Tổng ngân sách: 250.000.000 ₫');
    expect(page).toContain(PLAN_CONSENT_VI);
    expect(page).toContain(`form="contact-form" name="planLink" value="${escaped(link)}"`);
    expect(page).toContain('href="/vi/contact#contact-form"');

    const foreign = link.replace(server.url, 'https://evil.example');
    const ignored = await (
      await fetch(`${server.url}${planContactHref('/vi/contact', { link: foreign, summary: SUMMARY })!}`)
    ).text();
    expect(ignored).not.toContain('evil.example');
    expect(ignored).not.toContain('id="contact-plan"');

    const fields = {
      ...validMessage('plan form'),
      elapsedMs: '8000',
      lang: 'vi',
      planLink: link,
      planSummary: SUMMARY,
    } as Record<string, string>;
    const refused = await postForm(
      `${server.url}/api/contact`,
      { ...fields, subject: 'plan form refused', planLink: foreign },
      sameSite(),
    );
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(refusal).toContain(planRefusals.vi.link);
    expect(refusal).not.toContain('evil.example');
    expect(await stored('plan form refused')).toEqual([]);

    const sent = await postForm(`${server.url}/api/contact`, fields, {
      ...sameSite(),
      referer: `${server.url}/vi/contact`,
    });
    expect(sent.status).toBe(303);
    expect(await stored('plan form')).toEqual([expect.objectContaining({ plan_link: link, plan_summary: SUMMARY })]);
  });
});
