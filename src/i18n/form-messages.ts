/**
 * The validation messages of the shared contact and newsletter schema, in both languages. Kept
 * apart from the UI dictionaries because the schema ships to the browser: this file is all of the
 * i18n the form islands carry, a few hundred bytes.
 */
import type { Locale } from '../lib/locales.ts';

interface FormMessages {
  fields: { name: string; email: string; subject: string; message: string };
  required: string;
  tooLong: string;
  badCharacters: string;
  /** Invisible or text-direction characters (they make a name read differently than it was stored). */
  hiddenCharacters: string;
  emailRequired: string;
  emailTooLong: string;
  emailInvalid: string;
  /** The required consent box left unticked. */
  consentRequired: string;
  /** The newsletter's own box left unticked (its own words, not the contact form's). */
  newsletterConsentRequired: string;
  /** A phone number that is neither Australian, Vietnamese nor written with its country code. */
  phoneInvalid: string;
  /** A reply by phone, Zalo or WhatsApp was asked for without a number; {channel} names it. */
  phoneNeeded: string;
  /** The reply channels as they read inside phoneNeeded. */
  channels: { phone: string; zalo: string; whatsapp: string };
  /** How numbers read in the tooLong message. */
  numberLocale: string;
}

export const formMessages: Readonly<Record<Locale, FormMessages>> = {
  en: {
    fields: { name: 'name', email: 'email address', subject: 'subject', message: 'message' },
    required: 'Please enter your {label}.',
    tooLong: 'Please keep your {label} under {max} characters.',
    badCharacters: "Your {label} contains characters we can't accept.",
    hiddenCharacters: 'Your {label} contains invisible or text-direction characters. Please retype it.',
    emailRequired: 'Please enter your email address.',
    emailTooLong: 'That email address is too long.',
    emailInvalid: 'Please enter a valid email address, like name@example.com.',
    consentRequired: 'Please tick the box to agree to us handling your details for this request.',
    newsletterConsentRequired: 'Please tick the box to agree to receive the newsletter.',
    phoneInvalid: 'Please enter a phone number we can call, like 0412 345 678, 0903 123 456 or +44 20 7946 0958.',
    phoneNeeded: 'Please add a phone number so that we can reply by {channel}.',
    channels: { phone: 'phone call', zalo: 'Zalo', whatsapp: 'WhatsApp' },
    numberLocale: 'en-AU',
  },
  vi: {
    fields: { name: 'họ tên', email: 'địa chỉ email', subject: 'tiêu đề', message: 'nội dung' },
    required: 'Vui lòng nhập {label} của bạn.',
    tooLong: 'Vui lòng viết {label} ngắn hơn {max} ký tự.',
    badCharacters: '{label} có ký tự không hợp lệ, bạn vui lòng kiểm tra lại.',
    hiddenCharacters: '{label} có ký tự ẩn hoặc ký tự đảo chiều văn bản, bạn vui lòng gõ lại.',
    emailRequired: 'Vui lòng nhập địa chỉ email của bạn.',
    emailTooLong: 'Địa chỉ email này quá dài.',
    emailInvalid: 'Vui lòng nhập địa chỉ email hợp lệ, ví dụ ten@example.com.',
    consentRequired: 'Vui lòng đánh dấu vào ô đồng ý để chúng tôi được xử lý thông tin bạn gửi cho yêu cầu này.',
    newsletterConsentRequired: 'Vui lòng đánh dấu vào ô đồng ý nhận bản tin.',
    phoneInvalid: 'Vui lòng nhập số điện thoại gọi được, ví dụ 0903 123 456, 028 3822 1234 hoặc +61 412 345 678.',
    phoneNeeded: 'Vui lòng thêm số điện thoại để chúng tôi liên hệ lại qua {channel}.',
    channels: { phone: 'cuộc gọi', zalo: 'Zalo', whatsapp: 'WhatsApp' },
    numberLocale: 'vi-VN',
  },
};
