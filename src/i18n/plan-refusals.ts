/**
 * Why the server refused a plan attached to an enquiry, in both languages (lib/plan-check.ts names
 * the problem). Server-side words: the contact form shows what the server answers, so these never
 * ship to the browser.
 */
import type { Locale } from '../lib/locales.ts';
import type { PlanProblem } from '../lib/plan-check.ts';

export const planRefusals: Readonly<Record<Locale, Readonly<Record<PlanProblem, string>>>> = {
  en: {
    link: 'The attached plan is not a link to one of our tools, so nothing was sent. Remove the plan, or open it again from the tool and use “Ask a strategist about this plan”.',
    summary:
      'The attached plan’s summary is empty, too long or has characters we can’t accept, so nothing was sent. Remove the plan, or attach it again from the tool.',
  },
  vi: {
    link: 'Kế hoạch đính kèm không phải là liên kết tới công cụ của chúng tôi nên chưa có gì được gửi. Bạn hãy gỡ kế hoạch, hoặc mở lại từ công cụ và chọn “Hỏi chuyên gia về kế hoạch này”.',
    summary:
      'Phần tóm tắt của kế hoạch đính kèm bị trống, quá dài hoặc có ký tự không hợp lệ nên chưa có gì được gửi. Bạn hãy gỡ kế hoạch, hoặc đính kèm lại từ công cụ.',
  },
};
