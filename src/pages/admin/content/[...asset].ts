/** The content editor's files: its bundle, translations and icon font from packages; its config. */
import type { APIRoute } from 'astro';
import { cmsConfig } from '../../../features/cms/cms-config.ts';
import { CMS_BASE, cmsAsset } from '../../../features/cms/server/cms-assets.ts';

export const prerender = false;

const env = import.meta.env;
const answer = (body: string | Uint8Array<ArrayBuffer>, type: string) =>
  new Response(body, { headers: { 'Content-Type': type } });

// Until an editor picks a language in the editor's settings, it opens in Vietnamese.
const UI_LANGUAGE = `try{var k='sveltia-cms.prefs',p=JSON.parse(localStorage.getItem(k)||'{}');if(!p.locale){p.locale='vi';localStorage.setItem(k,JSON.stringify(p))}}catch(e){}`;

export const GET: APIRoute = ({ params }) => {
  const asset = params.asset ?? '';
  if (asset === 'ui-language.js') return answer(UI_LANGUAGE, 'text/javascript; charset=utf-8');
  if (asset === 'config.json') {
    const config = cmsConfig({
      repo: env.PUBLIC_CMS_REPO?.trim() || 'brightlane-digital/website',
      branch: env.PUBLIC_CMS_BRANCH?.trim() || 'main',
      authUrl: env.PUBLIC_CMS_AUTH_URL?.trim() || undefined,
    });
    return answer(JSON.stringify(config), 'application/json; charset=utf-8');
  }
  const file = cmsAsset(asset);
  if (file) return answer(file.body, file.type);
  return new Response(`Not found: ${CMS_BASE}/${asset}`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
