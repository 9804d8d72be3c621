/**
 * The not-found answer: the prerendered 404 page with the visitor's path put in where the build
 * left a token. The template is split once at start-up, so each answer is a few buffers joined,
 * with no rendering. The path is HTML-escaped: it appears in text, attributes and links.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeOfPath } from '../lib/locales.ts';
import { NOT_FOUND_PATH_TOKEN } from './not-found-token.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export interface NotFoundBody {
  /** The template's fixed parts with the path between them; the parts are shared, never copied. */
  chunks: Buffer[];
  length: number;
}

export function notFoundTemplate(file: string): (pathname: string) => NotFoundBody {
  const parts = readFileSync(file, 'utf8')
    .split(NOT_FOUND_PATH_TOKEN)
    .map((part) => Buffer.from(part));
  if (parts.length < 2) throw new Error(`${file} has no path token: rebuild the site.`);
  const fixed = parts.reduce((sum, part) => sum + part.byteLength, 0);
  return (pathname) => {
    const shown = Buffer.from(escapeHtml(pathname));
    const chunks: Buffer[] = [parts[0]!];
    for (let index = 1; index < parts.length; index += 1) chunks.push(shown, parts[index]!);
    return { chunks, length: fixed + shown.byteLength * (parts.length - 1) };
  };
}

/** The not-found pages the build writes: English at /404.html, Vietnamese at /vi/404/index.html. */
export const NOT_FOUND_FILES = ['/404.html', '/vi/404/index.html'] as const;

/** Unknown paths under /vi/ get the Vietnamese page, every other one the English page. */
export function notFoundByLanguage(clientDir: string): (pathname: string) => NotFoundBody {
  const english = notFoundTemplate(join(clientDir, '404.html'));
  const vietnameseFile = join(clientDir, 'vi', '404', 'index.html');
  const vietnamese = existsSync(vietnameseFile) ? notFoundTemplate(vietnameseFile) : english;
  return (pathname) => (localeOfPath(pathname) === 'vi' ? vietnamese : english)(pathname);
}
