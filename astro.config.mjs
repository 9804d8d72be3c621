// @ts-check
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { articleHastPlugins } from './src/lib/markdown/index.ts';
import { serverBuild } from './src/server/build-integration.ts';
import { DEVELOPMENT_SITE_URL } from './src/lib/site-url.ts';

const site = process.env.SITE_URL || DEVELOPMENT_SITE_URL;

/**
 * A public setting read at build time (it appears on every page): unset means the default.
 * @param {string} fallback
 * @param {{ min?: number; includes?: string; startsWith?: string }} [more]
 */
const shown = (fallback, more = {}) =>
  envField.string({ context: 'client', access: 'public', optional: true, default: fallback, ...more });

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  adapter: node({ mode: 'middleware', staticHeaders: true }),
  integrations: [react(), mdx(), serverBuild()],
  security: {
    // Astro hashes every script and style it emits; the server merges this policy with the
    // directives that must be HTTP headers (frame-ancestors and friends).
    csp: true,
    // The forms' own check compares the Origin with SITE_URL, never with the client's Host header.
    checkOrigin: false,
    // A form action's body: no larger than the contact form's (src/server/request-guard.ts).
    actionBodySizeLimit: 64 * 1024,
  },
  // The contact details and social profiles every page shows (.env.example); src/data/site.ts reads them.
  env: {
    schema: {
      PUBLIC_CONTACT_EMAIL: shown('hello@brightlane.digital', { min: 3, includes: '@' }),
      PUBLIC_CONTACT_PHONE: shown('+61 2 8155 0420', { min: 1 }),
      PUBLIC_CONTACT_STREET: shown('Level 4, 88 Harris Street', { min: 1 }),
      PUBLIC_CONTACT_LOCALITY: shown('Pyrmont', { min: 1 }),
      PUBLIC_CONTACT_REGION: shown('NSW', { min: 1 }),
      PUBLIC_CONTACT_POSTCODE: shown('2009', { min: 1 }),
      PUBLIC_CONTACT_COUNTRY: shown('Australia', { min: 1 }),
      PUBLIC_CONTACT_PHONE_VN: shown('+84 28 7300 4120', { min: 1 }),
      // Only a zalo.me address, so a typo cannot send Vietnamese visitors elsewhere.
      PUBLIC_ZALO_URL: shown('https://zalo.me/2716508431172354048', { startsWith: 'https://zalo.me/' }),
      // Empty: no icon for that network.
      PUBLIC_SOCIAL_LINKEDIN: shown(''),
      PUBLIC_SOCIAL_FACEBOOK: shown(''),
      PUBLIC_SOCIAL_INSTAGRAM: shown(''),
      PUBLIC_SOCIAL_YOUTUBE: shown(''),
      PUBLIC_SOCIAL_TIKTOK: shown(''),
    },
  },
  build: { inlineStylesheets: 'never' },
  // No page transforms images on request; the passthrough service keeps sharp out of the server.
  image: { service: passthroughImageService() },
  // English keeps every existing URL at the root; Vietnamese lives under /vi/. No redirect by
  // Accept-Language: prerendered pages answer the same to everyone (decision 050).
  i18n: {
    locales: ['en', 'vi'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  prefetch: false,
  devToolbar: { enabled: false },
  // Sätteri is Astro's own Markdown pipeline; the blog's callouts, tables and figures are hast plugins.
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: articleHastPlugins }) },
  vite: {
    plugins: [tailwindcss()],
    // Every script ships as a file, so pages rendered on demand need no per-response hashes.
    build: { assetsInlineLimit: 0 },
  },
});
