import { describe, expect, it } from 'vitest';
import { cmsAsset, pointBundleHere } from './cms-assets.ts';

describe('the editor files served from packages', () => {
  it('points the bundle at this server and reaches no CDN', () => {
    const bundle = cmsAsset('sveltia-cms.js');
    expect(bundle?.type).toMatch(/javascript/);
    expect(String(bundle?.body)).not.toMatch(/unpkg\.com\/@sveltia\/cms`|cdn\.jsdelivr\.net\/fontsource/);
    expect(String(bundle?.body)).toContain('`/admin/content/sveltia`');
  });

  it('serves the Vietnamese interface and the icon font, and nothing else', () => {
    const version = JSON.parse(String(cmsAsset('sveltia/package.json')?.body)) as { version: string };
    expect(JSON.parse(String(cmsAsset(`sveltia@${version.version}/locales/vi.json`)?.body))).toHaveProperty(
      'save',
      'Lưu',
    );
    expect(cmsAsset('fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2')?.type).toBe('font/woff2');
    expect(cmsAsset('sveltia@0.0.0/locales/vi.json')).toBeUndefined();
    expect(cmsAsset('../../package.json')).toBeUndefined();
  });

  it('refuses a bundle that no longer names the addresses it rewrites', () => {
    expect(() => pointBundleHere('console.log(1)')).toThrow(/no longer names/);
  });
});
