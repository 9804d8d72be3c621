// @ts-check
import { defineConfig, passthroughImageService } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { articleHastPlugins } from './src/lib/markdown/index.ts';
import { serverBuild } from './src/server/build-integration.ts';
import { DEVELOPMENT_SITE_URL } from './src/lib/site-url.ts';

const site = process.env.SITE_URL || DEVELOPMENT_SITE_URL;

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
