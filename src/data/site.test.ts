import { describe, expect, it } from 'vitest';
import config from '../../astro.config.mjs';
import { site } from './site.ts';

const schema = config.env?.schema ?? {};

describe('public settings (astro:env)', () => {
  it('declares every PUBLIC_ contact and social setting as a public client field with a default', () => {
    const names = Object.keys(schema);
    expect(names.filter((name) => name.startsWith('PUBLIC_CONTACT_')).length).toBeGreaterThanOrEqual(8);
    expect(names.filter((name) => name.startsWith('PUBLIC_SOCIAL_'))).toHaveLength(5);
    for (const [name, field] of Object.entries(schema).filter(([name]) => name.startsWith('PUBLIC_'))) {
      expect(field, name).toMatchObject({ context: 'client', access: 'public', optional: true });
      expect(typeof (field as { default?: unknown }).default, name).toBe('string');
    }
  });

  it('shows the defaults when nothing is set, and hides a social profile without an address', () => {
    expect(site.email).toBe((schema['PUBLIC_CONTACT_EMAIL'] as { default: string }).default);
    expect(site.vietnam.zalo).toMatch(/^https:\/\/zalo\.me\/[\w-]+$/);
    expect(site.social.every((profile) => profile.url !== '')).toBe(true);
  });

  it('accepts only a zalo.me address for Zalo and a non-empty contact detail', () => {
    expect(schema['PUBLIC_ZALO_URL']).toMatchObject({ startsWith: 'https://zalo.me/' });
    expect(schema['PUBLIC_CONTACT_PHONE']).toMatchObject({ min: 1 });
  });
});
