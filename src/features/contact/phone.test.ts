import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneLinks } from './phone.ts';

describe('normalisePhone', () => {
  it('reads a Vietnamese mobile written the national way', () => {
    expect(normalisePhone('0903 123 456', 'vi')).toBe('+84903123456');
    expect(normalisePhone('090.312.3456', 'en')).toBe('+84903123456');
  });

  it('reads an Australian mobile and landline', () => {
    expect(normalisePhone('0412 345 678', 'en')).toBe('+61412345678');
    expect(normalisePhone('(02) 9876 5432', 'en')).toBe('+61298765432');
  });

  it('reads a number that fits both markets in the page market first', () => {
    expect(normalisePhone('0312 345 678', 'en')).toBe('+61312345678');
    expect(normalisePhone('0312 345 678', 'vi')).toBe('+84312345678');
  });

  it('reads a Vietnamese landline with its three-digit area code', () => {
    expect(normalisePhone('028 3822 1234', 'vi')).toBe('+842838221234');
  });

  it('accepts a country code with + or 00, dropping a trunk 0 written after it', () => {
    expect(normalisePhone('+84 (0) 903-123-456', 'en')).toBe('+84903123456');
    expect(normalisePhone('0061 412 345 678', 'vi')).toBe('+61412345678');
    expect(normalisePhone('+44 20 7946 0958', 'vi')).toBe('+442079460958');
  });

  it('refuses what cannot be a number', () => {
    for (const bad of [
      '12345',
      '0903 12',
      '+84 12',
      '+0 123 456 789',
      '0912 abc 456',
      '+1 234',
      '+123456789012345678',
      '0612 345 678',
      'zalo',
    ])
      expect(normalisePhone(bad, 'vi'), bad).toBeUndefined();
  });
});

describe('phoneLinks', () => {
  it('builds the call, Zalo and WhatsApp links from E.164', () => {
    expect(phoneLinks('+84903123456')).toEqual({
      tel: 'tel:+84903123456',
      zalo: 'https://zalo.me/84903123456',
      whatsapp: 'https://wa.me/84903123456',
    });
  });
});
