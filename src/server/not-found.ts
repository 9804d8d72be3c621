/**
 * The not-found answer: the prerendered 404 page (English at /404.html, Vietnamese at /vi/404/ for
 * paths under /vi/) with the visitor's path put in where the build left a token. Each template is
 * split once at start-up, so an answer is a few shared buffers and the escaped path, with no
 * rendering; the server writes it to the socket, and code inside Astro (the admin gate, a message id
 * that does not exist) gets the same bytes and headers as a web Response.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { localeOfPath } from '../lib/locales.ts';
import type { PolicyHeaders } from './route-policy.ts';

/** Stands for the visitor's path in the prerendered page (views/not-found-page.astro); URL-safe. */
export const NOT_FOUND_PATH_TOKEN = '/__brightlane_not_found_path__';
/** The build's not-found pages: never served by their own names. */
export const NOT_FOUND_FILES = ['/404.html', '/vi/404/index.html'] as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function template(file: string): (pathname: string) => Buffer[] {
  const parts = readFileSync(file, 'utf8')
    .split(NOT_FOUND_PATH_TOKEN)
    .map((part) => Buffer.from(part));
  if (parts.length < 2) throw new Error(`${file} has no path token: rebuild the site.`);
  return (pathname) => {
    const shown = Buffer.from(escapeHtml(pathname));
    return parts.flatMap((part, index) => (index ? [shown, part] : [part]));
  };
}

export type NotFound = ReturnType<typeof createNotFound>;

export function createNotFound(clientDir: string, policy: PolicyHeaders, scriptSrc: string | undefined) {
  const english = template(join(clientDir, '404.html'));
  const vietnameseFile = join(clientDir, 'vi', '404', 'index.html');
  const vietnamese = existsSync(vietnameseFile) ? template(vietnameseFile) : english;
  const body = (pathname: string) => (localeOfPath(pathname) === 'vi' ? vietnamese : english)(pathname);
  const type = 'text/html; charset=utf-8';
  const headersOf = (pathname: string) => ({
    ...policy({ pathname, status: 404, contentType: type, scriptSrc }),
    'Content-Type': type,
  });
  // The headers differ only between /admin and the rest: two lists, built once each.
  const lists = new Map(
    [true, false].map((admin) => [admin, Object.entries(headersOf(admin ? '/admin' : '/')).flat()]),
  );

  return {
    write(req: IncomingMessage, res: ServerResponse, pathname: string): void {
      if (res.headersSent) return void res.end();
      const chunks = body(pathname);
      const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      const admin = pathname === '/admin' || pathname.startsWith('/admin/');
      res.writeHead(404, [...lists.get(admin)!, 'Content-Length', String(length)]);
      if (req.method === 'HEAD') return void res.end();
      // The shared template parts go out as they are (one writev), so a flood of unknown paths
      // allocates only the escaped paths.
      res.cork();
      for (const chunk of chunks) res.write(chunk);
      res.end();
      process.nextTick(() => res.uncork());
    },
    response: (pathname: string) =>
      new Response(new Uint8Array(Buffer.concat(body(pathname))), {
        status: 404,
        statusText: 'Not Found',
        headers: headersOf(pathname),
      }),
  };
}
