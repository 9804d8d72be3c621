import { describe, expect, it } from 'vitest';
import { webhookPayload, type WebhookMessage } from './webhooks.ts';

const message: WebhookMessage = {
  id: 42,
  createdAt: '2026-11-25T03:14:00.000Z',
  name: 'Mai Nguyen',
  email: 'mai@example.com',
  phone: '+84903123456',
  replyBy: 'zalo',
  subject: 'SEO for our cafe',
  message: 'Hello',
  lang: 'vi',
  source: '/vi/solutions/ai-tools/marketing-budget-planner',
};

describe('webhookPayload', () => {
  it('carries an attached plan as its link and summary, and null without one', () => {
    const plan = {
      link: 'https://www.example.com/vi/solutions/ai-tools/marketing-budget-planner?plan=v1.abc',
      summary: 'Tổng ngân sách: 250.000.000 ₫',
    };
    expect(
      webhookPayload({ ...message, planLink: plan.link, planSummary: plan.summary }, 7, 'https://www.example.com')
        .message.plan,
    ).toEqual(plan);
    expect(
      webhookPayload({ ...message, planLink: '', planSummary: '' }, 7, 'https://www.example.com').message.plan,
    ).toBeNull();
    expect(webhookPayload(message, 7, 'https://www.example.com').message.plan).toBeNull();
  });
});
