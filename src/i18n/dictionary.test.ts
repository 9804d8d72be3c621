import { describe, expect, it } from 'vitest';
import { dictionaries, fill } from './dictionary.ts';
import { formMessages } from './form-messages.ts';

/** Every string leaf with its dotted key. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, prefix ? `${prefix}.${key}` : key),
  );
}

describe('dictionaries', () => {
  const en = leaves(dictionaries.en);
  const vi = leaves(dictionaries.vi);

  it('have exactly the same keys in both languages (the type check enforces this too)', () => {
    expect(vi.map(([key]) => key)).toEqual(en.map(([key]) => key));
    expect(en.length).toBeGreaterThan(150);
  });

  it('never leave a string empty, and keep Vietnamese in NFC with real diacritics', () => {
    for (const [key, value] of [...en, ...vi]) expect(value.trim(), key).not.toBe('');
    for (const [key, value] of vi) expect(value, key).toBe(value.normalize('NFC'));
    expect(dictionaries.vi.notFound.title).toBe('Không tìm thấy trang');
  });

  it('keep the same placeholders in each translation', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const viByKey = new Map(vi);
    for (const [key, value] of en) expect(placeholders(viByKey.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('translate the sentences, not copy them: at most a few proper names are the same in both', () => {
    const viByKey = new Map(vi);
    const same = en.filter(([key, value]) => viByKey.get(key) === value).map(([key]) => key);
    // Brand and product names read the same in Vietnamese (the reply channels are e-mail and two apps).
    expect(same).toEqual([
      'contactInfo.email',
      'contactInfo.zalo',
      'contactForm.replyChannels.email',
      'contactForm.replyChannels.zalo',
      'contactForm.replyChannels.whatsapp',
      'contactForm.sentVia.email',
      'contactForm.sentVia.zalo',
      'contactForm.sentVia.whatsapp',
      'notFound.sections.blog',
      'gone.blog',
    ]);
  });

  it('give the shared form schema a message set per language with the same placeholders', () => {
    expect(formMessages.vi.required).toContain('{label}');
    expect(formMessages.vi.tooLong).toContain('{max}');
    expect(Object.keys(formMessages.vi.fields)).toEqual(Object.keys(formMessages.en.fields));
  });
});

describe('fill', () => {
  it('fills named placeholders and leaves unknown ones visible', () => {
    expect(fill('Toàn bộ {count} trang', { count: '1.234' })).toBe('Toàn bộ 1.234 trang');
    expect(fill('{site} on {network}', { site: 'Brightlane Digital', network: 'LinkedIn' })).toBe(
      'Brightlane Digital on LinkedIn',
    );
    expect(fill('Hello {name}', {})).toBe('Hello {name}');
  });
});
