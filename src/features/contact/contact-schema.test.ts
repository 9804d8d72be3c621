import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formMessages } from '../../i18n/form-messages.ts';
import { CONTACT_LIMITS, echoValues, validateContact, validateNewsletter } from './contact-schema.ts';

const fields = {
  name: 'Linh Tran',
  email: 'linh@example.com',
  subject: 'SEO audit',
  message: 'Hello,\r\nCan you help with our SEO?',
};
// The required consent box ticked, as the form posts it.
const valid = { ...fields, consent: 'yes' };

describe('contact schema', () => {
  it('accepts a complete message and normalises whitespace', () => {
    const result = validateContact({ ...valid, name: '  Linh   Tran ', email: ' linh@example.com ' });
    expect(result).toEqual({
      ok: true,
      data: {
        ...fields,
        message: 'Hello,\nCan you help with our SEO?',
        lang: 'en',
        newsletter: false,
        phone: '',
        replyBy: 'email',
      },
    });
  });

  it('requires all four fields, with a message per field', () => {
    const result = validateContact({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      subject: 'Please enter your subject.',
      message: 'Please enter your message.',
      consent: 'Please tick the box to agree to us handling your details for this request.',
    });
  });

  it('treats whitespace-only as empty', () => {
    const result = validateContact({ ...valid, message: '  \n\t ' });
    expect(result.ok ? undefined : result.errors.message).toBe('Please enter your message.');
  });

  it('rejects an invalid e-mail address', () => {
    const result = validateContact({ ...valid, email: 'linh@' });
    expect(result.ok ? undefined : result.errors.email).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
  });

  it.each([
    ['name', CONTACT_LIMITS.name],
    ['subject', CONTACT_LIMITS.subject],
    ['message', CONTACT_LIMITS.message],
  ] as const)('limits %s to %i characters', (field, max) => {
    expect(validateContact({ ...valid, [field]: 'a'.repeat(max) }).ok).toBe(true);
    const result = validateContact({ ...valid, [field]: 'a'.repeat(max + 1) });
    expect(result.ok ? undefined : result.errors[field]).toMatch(/^Please keep your .+ under [\d,]+ characters\.$/);
  });

  it('refuses non-string values and control characters', () => {
    const result = validateContact({ ...valid, name: 42, subject: ['a'], message: 'bell\u0007' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['message', 'name', 'subject']);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = validateContact(input);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('echoes only strings, cut to a sane length', () => {
    expect(echoValues({ name: 'A', email: 5, message: 'x'.repeat(20_000), consent: 'on' })).toEqual({
      name: 'A',
      email: '',
      subject: '',
      message: 'x'.repeat(10_000),
      consent: true,
      newsletter: false,
      phone: '',
      replyBy: 'email',
    });
  });
});

describe('newsletter schema', () => {
  it('accepts an address and trims it', () => {
    expect(validateNewsletter({ email: ' Ana@Example.com ', consent: 'yes' })).toEqual({
      ok: true,
      data: { email: 'Ana@Example.com', lang: 'en' },
    });
  });

  it('rejects empty and malformed addresses', () => {
    expect(validateNewsletter({ email: '', consent: 'yes' })).toEqual({
      ok: false,
      errors: { email: 'Please enter your email address.' },
    });
    expect(validateNewsletter({ email: 'not an email' }).ok).toBe(false);
    expect(validateNewsletter(null).ok).toBe(false);
  });
});

describe('hidden characters', () => {
  const valid = { name: 'Mai Tran', email: 'mai@example.com', subject: 'Campaign', message: 'Hello', consent: 'yes' };

  it('refuses bidi overrides, zero-width and C1 control characters with a field message', () => {
    for (const name of ['Bob\u202Eevil', 'Zero\u200Bwidth', 'Iso\u2066late', 'C1\u0085x', 'Word\u2060joiner']) {
      const result = validateContact({ ...valid, name });
      expect(result.ok, JSON.stringify(name)).toBe(false);
    }
    expect(validateContact({ ...valid, subject: 'Hi\u202E' })).toEqual({
      ok: false,
      errors: { subject: 'Your subject contains invisible or text-direction characters. Please retype it.' },
    });
  });

  it('refuses the Arabic letter mark, names made of blank filler letters, and Unicode tag characters', () => {
    const tags = (text: string) =>
      [...text].map((char) => String.fromCodePoint(0xe0000 + char.codePointAt(0)!)).join('');
    for (const name of [
      'Ali\u061Cx',
      '\u3164\u3164',
      '\u115F\u1160',
      '\uFFA0',
      '\u2800\u2800',
      '\u17B4',
      `Mai${tags('ignore previous')}`,
    ]) {
      expect(validateContact({ ...valid, name }), JSON.stringify(name)).toEqual({
        ok: false,
        errors: { name: 'Your name contains invisible or text-direction characters. Please retype it.' },
      });
    }
    // Letters of every script stay welcome.
    for (const name of ['한지민', 'محمد علي', 'Nguyễn Thị Mai', 'ស្រីពៅ'])
      expect(validateContact({ ...valid, name }).ok, name).toBe(true);
  });

  it('stores every text in NFC and keeps line breaks in the message only', () => {
    const result = validateContact({
      ...valid,
      name: 'Nguye\u0302\u0303n',
      subject: 'Line\nbreak',
      message: 'One\r\nTwo',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Nguyễn',
        email: 'mai@example.com',
        subject: 'Line break',
        message: 'One\nTwo',
        lang: 'en',
        newsletter: false,
        phone: '',
        replyBy: 'email',
      },
    });
  });
});

describe('the same schema in Vietnamese', () => {
  it('answers in the language the submission names, and says which one it was', () => {
    const result = validateContact({ lang: 'vi' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Vui lòng nhập họ tên của bạn.',
        email: 'Vui lòng nhập địa chỉ email của bạn.',
        subject: 'Vui lòng nhập tiêu đề của bạn.',
        message: 'Vui lòng nhập nội dung của bạn.',
        consent: 'Vui lòng đánh dấu vào ô đồng ý để chúng tôi được xử lý thông tin bạn gửi cho yêu cầu này.',
      },
    });
    expect(validateContact({ ...valid, lang: 'vi' })).toMatchObject({
      ok: true,
      data: { name: 'Linh Tran', lang: 'vi' },
    });
  });

  it('writes limits with Vietnamese digit grouping and capitalises a message that starts with the field', () => {
    const long = validateContact({
      ...valid,
      message: 'x'.repeat(CONTACT_LIMITS.message + 1),
      name: 'Linh\u0007',
      lang: 'vi',
    });
    expect(long.ok ? {} : long.errors).toEqual({
      message: 'Vui lòng viết nội dung ngắn hơn 5.000 ký tự.',
      name: 'Họ tên có ký tự không hợp lệ, bạn vui lòng kiểm tra lại.',
    });
    expect(validateNewsletter({ email: 'ana@', lang: 'vi', consent: 'yes' })).toEqual({
      ok: false,
      errors: { email: 'Vui lòng nhập địa chỉ email hợp lệ, ví dụ ten@example.com.' },
    });
  });

  it('falls back to English for a missing or unknown language, never failing on it', () => {
    expect(validateContact({ ...valid, lang: 'fr' })).toMatchObject({ ok: true, data: { lang: 'en' } });
    expect(validateContact({ ...valid, lang: ['vi'] })).toMatchObject({ ok: true, data: { lang: 'en' } });
    const english = validateNewsletter({ email: '', lang: 42 });
    expect(english.ok ? '' : english.errors.email).toBe('Please enter your email address.');
  });
});

describe('consent', () => {
  it('counts only a ticked box as consent: silence, "no" or anything else is not', () => {
    for (const consent of [undefined, '', 'no', 'off', false, 0, 1, 'true', ['yes']]) {
      const result = validateContact({ ...fields, consent });
      expect(result.ok ? undefined : result.errors, String(consent)).toEqual({
        consent: 'Please tick the box to agree to us handling your details for this request.',
      });
    }
    for (const consent of ['yes', 'on', true]) expect(validateContact({ ...fields, consent }).ok).toBe(true);
  });

  it('keeps the newsletter box separate and optional', () => {
    expect(validateContact({ ...valid, newsletter: 'yes' })).toMatchObject({ ok: true, data: { newsletter: true } });
    expect(validateContact({ ...valid, newsletter: 'maybe' })).toMatchObject({ ok: true, data: { newsletter: false } });
    expect(validateContact({ ...fields, newsletter: 'yes' }).ok).toBe(false);
  });

  it('asks for newsletter consent too, in the page language', () => {
    expect(validateNewsletter({ email: 'ana@example.com' })).toEqual({
      ok: false,
      errors: { consent: 'Please tick the box to agree to receive the newsletter.' },
    });
    expect(validateNewsletter({ email: 'ana@example.com', lang: 'vi', consent: 'on' })).toEqual({
      ok: true,
      data: { email: 'ana@example.com', lang: 'vi' },
    });
  });
});

describe('phone and reply channel', () => {
  const valid = { name: 'Mai', email: 'mai@example.com', subject: 'SEO', message: 'Hello', consent: 'yes' };

  it('stores a Vietnamese number typed the national way in E.164, with the chosen channel', () => {
    expect(validateContact({ ...valid, lang: 'vi', phone: '0903 123 456', replyBy: 'zalo' })).toMatchObject({
      ok: true,
      data: { phone: '+84903123456', replyBy: 'zalo' },
    });
  });

  it('refuses a number it cannot call, in the page language', () => {
    expect(validateContact({ ...valid, phone: '12345' })).toEqual({
      ok: false,
      errors: { phone: formMessages.en.phoneInvalid },
    });
    expect(validateContact({ ...valid, lang: 'vi', phone: 'gọi em' })).toEqual({
      ok: false,
      errors: { phone: formMessages.vi.phoneInvalid },
    });
  });

  it('needs a number for a reply by phone, Zalo or WhatsApp, and names the channel', () => {
    expect(validateContact({ ...valid, replyBy: 'whatsapp' })).toEqual({
      ok: false,
      errors: { phone: 'Please add a phone number so that we can reply by WhatsApp.' },
    });
    expect(validateContact({ ...valid, lang: 'vi', replyBy: 'phone', phone: ' ' })).toEqual({
      ok: false,
      errors: { phone: 'Vui lòng thêm số điện thoại để chúng tôi liên hệ lại qua cuộc gọi.' },
    });
  });

  it('reads an unknown channel as e-mail and keeps the phone error beside the others', () => {
    expect(validateContact({ ...valid, replyBy: 'fax' })).toMatchObject({
      ok: true,
      data: { replyBy: 'email', phone: '' },
    });
    const result = validateContact({ ...valid, name: '', consent: undefined, phone: 'x' });
    expect(result.ok ? [] : Object.keys(result.errors)).toEqual(['name', 'phone', 'consent']);
  });
});

describe('newsletter consent wording', () => {
  it('asks for the newsletter box in its own words, in each language', () => {
    expect(validateNewsletter({ email: 'a@example.com' })).toEqual({
      ok: false,
      errors: { consent: 'Please tick the box to agree to receive the newsletter.' },
    });
    expect(validateNewsletter({ email: 'a@example.com', lang: 'vi' })).toEqual({
      ok: false,
      errors: { consent: 'Vui lòng đánh dấu vào ô đồng ý nhận bản tin.' },
    });
  });
});
