// @ts-check
import { defineConfig, envField, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { articleHastPlugins } from './src/lib/markdown/index.ts';
import { serverBuild } from './src/build/build-integration.ts';
import { DEVELOPMENT_SITE_URL } from './src/lib/site-url.ts';

const site = process.env.SITE_URL || DEVELOPMENT_SITE_URL;

/**
 * A public setting read at build time (it appears on every page): unset means the default.
 * @param {string} fallback
 * @param {{ min?: number; includes?: string; startsWith?: string }} [more]
 */
const shown = (fallback, more = {}) =>
  envField.string({ context: 'client', access: 'public', optional: true, default: fallback, ...more });

/**
 * A server setting (.env.example): read from the environment when the server starts and validated
 * by Astro then, never baked into the build. src/server/env.ts checks what a field cannot express.
 * @param {{ min?: number; url?: boolean; default?: string }} [more]
 */
const text = (more = {}) => envField.string({ context: 'server', access: 'secret', optional: true, ...more });
/** @type {(min: number, max: number | undefined, fallback: number) => ReturnType<typeof envField.number>} */
const count = (min, max, fallback) =>
  envField.number({ context: 'server', access: 'secret', optional: true, int: true, min, max, default: fallback });

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
    // allowedDomains stays unset: with it, Astro takes clientAddress from the client-written leftmost
    // X-Forwarded-For entry; the rate limits read that header only from TRUST_PROXY peers (decision 157).
    // A form action's body: no larger than the contact form's (src/lib/request-guard.ts).
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
      PORT: count(0, 65535, 4321),
      HOST: text({ min: 1, default: '127.0.0.1' }),
      // Required in production; on a developer's machine the listen address (src/server/env.ts).
      SITE_URL: text({ url: true }),
      DATABASE_PATH: text({ min: 1, default: './data/brightlane.db' }),
      DATABASE_URL: text(),
      DATABASE_POOL_SIZE: count(1, 100, 10),
      ADMIN_PASSWORD: text(),
      ADMIN_PASSWORD_HASH: text(),
      APP_SECRET: text(),
      RATE_LIMIT_PER_MINUTE: count(1, undefined, 5),
      FORM_MIN_FILL_SECONDS: envField.number({ context: 'server', access: 'secret', min: 0, max: 60, default: 2 }),
      TRUST_PROXY: text({ default: '' }),
      MAX_CONNECTIONS: count(16, 100_000, 800),
      SMTP_HOST: text(),
      SMTP_PORT: count(1, 65535, 587),
      SMTP_USER: text(),
      SMTP_PASSWORD: text(),
      SMTP_FROM: text(),
      NOTIFY_EMAIL: text(),
      WEBHOOK_URLS: text({ default: '' }),
      WEBHOOK_SECRET: text({ min: 16 }),
      WEBHOOK_RETRY_SECONDS: count(1, 3600, 30),
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
