/**
 * The editor's own files, served from installed packages rather than a CDN (decision 110). The
 * bundle names two outside addresses: its package (for interface translations and its version) and
 * a font CDN. Both are pointed at this server; a bundle that no longer names them fails loudly
 * rather than reaching out.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const CMS_BASE = '/admin/content';
const PACKAGE_ADDRESS = '`https://unpkg.com/@sveltia/cms`';
const FONT_ADDRESS = 'https://cdn.jsdelivr.net/fontsource/fonts/';
/** The one font the editor cannot do without: its icons. Its text falls back to the system font. */
const ICON_FONT = {
  name: 'material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
  pkg: '@fontsource-variable/material-symbols-outlined',
};

const require = createRequire(import.meta.url);
const packageRoot = (name: string) => {
  const entry = require.resolve(name);
  return entry.slice(0, entry.lastIndexOf(`${name}/`) + name.length);
};

/** Points the bundle's outside addresses at this server; throws if one is no longer there. */
export function pointBundleHere(bundle: string): string {
  for (const address of [PACKAGE_ADDRESS, FONT_ADDRESS, ICON_FONT.name]) {
    if (!bundle.includes(address))
      throw new Error(`@sveltia/cms: the bundle no longer names ${address}; check the editor after upgrading`);
  }
  return bundle.replaceAll(PACKAGE_ADDRESS, `\`${CMS_BASE}/sveltia\``).replaceAll(FONT_ADDRESS, `${CMS_BASE}/fonts/`);
}

let cached: { version: string; manifest: string; bundle: string } | undefined;

function load() {
  if (cached) return cached;
  const root = packageRoot('@sveltia/cms');
  const manifest = readFileSync(path.join(root, 'package.json'), 'utf8');
  const { version } = JSON.parse(manifest) as { version: string };
  cached = {
    version,
    manifest,
    bundle: pointBundleHere(readFileSync(path.join(root, 'dist', 'sveltia-cms.js'), 'utf8')),
  };
  return cached;
}

export type CmsAsset = { body: string | Uint8Array<ArrayBuffer>; type: string } | undefined;

/** A file the editor asks for under CMS_BASE, or undefined when it is not one of ours. */
export function cmsAsset(asset: string): CmsAsset {
  const { version, manifest, bundle } = load();
  if (asset === 'sveltia-cms.js') return { body: bundle, type: 'text/javascript; charset=utf-8' };
  // The editor reads its own version from here to offer upgrades.
  if (asset === 'sveltia/package.json') return { body: manifest, type: 'application/json; charset=utf-8' };
  if (asset === `fonts/${ICON_FONT.name}`) {
    const file = path.join(packageRoot(ICON_FONT.pkg), 'files', 'material-symbols-outlined-latin-wght-normal.woff2');
    return { body: new Uint8Array(readFileSync(file)), type: 'font/woff2' };
  }
  const locale = /^sveltia@([\w.-]+)\/locales\/([a-zA-Z]{2}(?:-[a-zA-Z]{2})?)\.json$/.exec(asset);
  if (locale && locale[1] === version) {
    try {
      return {
        body: readFileSync(path.join(packageRoot('@sveltia/cms'), 'locales', `${locale[2]}.json`), 'utf8'),
        type: 'application/json; charset=utf-8',
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
