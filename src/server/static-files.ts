/**
 * Serves the prerendered build: a request maps to a file only when that exact file exists in the
 * build (the list is read once at start-up), so nothing outside dist/client can ever be reached.
 * `send` handles ETags, ranges, HEAD and 304s; a read error falls through instead of crashing.
 */
import { readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import send from 'send';

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [`/${relative(base, path).split(sep).join('/')}`];
  });
}

/** The file a URL path stands for, or undefined. "/about" and "/about/" both mean /about/index.html. */
export function resolveStatic(files: ReadonlySet<string>, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part === '..' || (part.startsWith('.') && part !== '.well-known'))) return undefined;
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

export function createStaticHandler(root: string) {
  const files = new Set(listFiles(root));
  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, fallthrough: () => void): void {
    const file = resolveStatic(files, pathname);
    if (!file) {
      fallthrough();
      return;
    }
    send(req, file, { root, dotfiles: 'allow', index: false, etag: true, lastModified: true, cacheControl: false })
      .on('error', (error: { status?: number }) => {
        if (res.headersSent) res.destroy();
        else if ((error.status ?? 500) === 404) fallthrough();
        else {
          res.statusCode = error.status ?? 500;
          res.end();
        }
      })
      .pipe(res);
  };
}
