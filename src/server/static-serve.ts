/**
 * Sends the prerendered build. Files up to 256 KB (every page, script, style and icon of this site)
 * and their precompressed copies are read into memory once at start-up, with their ETags and
 * complete header lists, so a request costs no stat, no open and no header work: about what nginx
 * spends. Larger files are streamed from disk by `send`. Ranges are honoured only on these fixed
 * bodies (identity or precompressed), never on anything compressed per request.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import { ENCODINGS } from './precompress.ts';
import { listFiles, pickEncoding, resolveStatic, splitPrecompressed } from './static-files.ts';
import type { PolicyHeaders } from './route-policy.ts';

export const MEMORY_LIMIT_BYTES = 256 * 1024;

interface Variant {
  encoding: string | undefined;
  body: Buffer;
  etag: string;
  /** Complete header lists for a whole-body answer, by status, built on first use. */
  ready: Map<number, string[]>;
}

export interface StaticFile {
  file: string;
  type: string;
  /** Identity first, then the precompressed copies; empty for a file streamed from disk. */
  variants: Variant[];
  vary: boolean;
}

export interface StaticSite {
  find(pathname: string): StaticFile | undefined;
  serve(req: IncomingMessage, res: ServerResponse, file: StaticFile, pathname: string, status?: number): void;
  /** Every addressable file, for tests and the bench's sweep. */
  files: ReadonlySet<string>;
}

const etagOf = (body: Buffer) =>
  `"${body.byteLength.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/** One satisfiable "bytes=a-b" range, or null for "send it all"; multiple ranges are not offered. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export function createStaticSite(
  root: string,
  policy: PolicyHeaders,
  options: { hidden?: readonly string[]; scriptSrcFor(file: string): string | undefined },
): StaticSite {
  const { files: all, compressed } = splitPrecompressed(listFiles(root));
  const files = new Set([...all].filter((file) => !options.hidden?.includes(file)));
  const cache = new Map<string, StaticFile>();
  for (const file of files) {
    const type = contentType(extname(file)) || 'application/octet-stream';
    const copies = ENCODINGS.filter((encoding) => compressed.has(file + encoding.extension));
    const variants: Variant[] = [];
    if (statSync(join(root, file)).size <= MEMORY_LIMIT_BYTES) {
      const body = readFileSync(join(root, file));
      variants.push({ encoding: undefined, body, etag: etagOf(body), ready: new Map() });
      for (const copy of copies) {
        const packed = readFileSync(join(root, file + copy.extension));
        variants.push({ encoding: copy.name, body: packed, etag: etagOf(packed), ready: new Map() });
      }
    }
    cache.set(file, { file, type, variants, vary: copies.length > 0 });
  }

  // The build writes every copy or none, so the choice depends only on Accept-Encoding; browsers
  // send a handful of distinct values, so the answers are remembered.
  const negotiated = new Map<string, string | undefined>();
  const everyCopy = new Set(ENCODINGS.map((encoding) => `/f${encoding.extension}`));
  function chooseEncoding(_file: string, accept: string | undefined): string | undefined {
    const key = accept ?? '';
    if (!negotiated.has(key)) {
      if (negotiated.size > 256) negotiated.clear();
      negotiated.set(key, pickEncoding(everyCopy, '/f', accept)?.name);
    }
    return negotiated.get(key);
  }

  // Policy headers depend on the file and the status only, so each pair is computed once.
  const policyCache = new Map<string, OutgoingHttpHeaders>();
  function headersFor(entry: StaticFile, pathname: string, status: number): OutgoingHttpHeaders {
    const key = `${status} ${entry.file}`;
    let headers = policyCache.get(key);
    if (!headers) {
      const scriptSrc = entry.type.startsWith('text/html') ? options.scriptSrcFor(entry.file) : undefined;
      headers = policy({ pathname, status, contentType: entry.type, scriptSrc });
      policyCache.set(key, headers);
    }
    return headers;
  }

  function serveFromDisk(
    req: IncomingMessage,
    res: ServerResponse,
    entry: StaticFile,
    pathname: string,
    status: number,
  ): void {
    const encoding = entry.vary ? chooseEncoding(entry.file, req.headers['accept-encoding']) : undefined;
    const extension = ENCODINGS.find((candidate) => candidate.name === encoding)?.extension ?? '';
    res.statusCode = status;
    send(req, entry.file + extension, {
      root,
      dotfiles: 'allow',
      index: false,
      etag: true,
      lastModified: false,
      cacheControl: false,
      acceptRanges: status === 200,
    })
      .on('headers', (response: ServerResponse) => {
        for (const [name, value] of Object.entries(headersFor(entry, pathname, status)))
          response.setHeader(name, value as string);
        response.setHeader('Content-Type', entry.type);
        if (entry.vary) response.setHeader('Vary', 'Accept-Encoding');
        if (encoding) response.setHeader('Content-Encoding', encoding);
      })
      .on('error', () => {
        if (res.headersSent) res.destroy();
        else {
          res.writeHead(500, { 'Cache-Control': 'no-store' });
          res.end();
        }
      })
      .pipe(res);
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: StaticFile, pathname: string, status = 200): void {
    if (!entry.variants.length) {
      serveFromDisk(req, res, entry, pathname, status);
      return;
    }
    const encoding = entry.vary ? chooseEncoding(entry.file, req.headers['accept-encoding']) : undefined;
    const variant = entry.variants.find((candidate) => candidate.encoding === encoding) ?? entry.variants[0]!;
    // The common case, a plain GET or HEAD of the whole file, writes a header list built once.
    if (req.headers.range === undefined && req.headers['if-none-match'] === undefined) {
      let ready = variant.ready.get(status);
      if (!ready) {
        const all: OutgoingHttpHeaders = {
          ...headersFor(entry, pathname, status),
          'Content-Type': entry.type,
          ETag: variant.etag,
        };
        if (entry.vary) all['Vary'] = 'Accept-Encoding';
        if (variant.encoding) all['Content-Encoding'] = variant.encoding;
        if (status === 200) all['Accept-Ranges'] = 'bytes';
        all['Content-Length'] = String(variant.body.byteLength);
        ready = Object.entries(all).flatMap(([name, value]) => [name, String(value)]);
        variant.ready.set(status, ready);
      }
      res.writeHead(status, ready);
      res.end(req.method === 'HEAD' ? undefined : variant.body);
      return;
    }
    const head: OutgoingHttpHeaders = { 'Content-Type': entry.type, ETag: variant.etag };
    if (entry.vary) head['Vary'] = 'Accept-Encoding';
    if (variant.encoding) head['Content-Encoding'] = variant.encoding;
    if (status === 200 && req.headers['if-none-match'] === variant.etag) {
      res.writeHead(304, { ...headersFor(entry, pathname, 304), ...head });
      res.end();
      return;
    }
    let body = variant.body;
    let code = status;
    if (status === 200) {
      head['Accept-Ranges'] = 'bytes';
      const range =
        req.headers['if-range'] === undefined || req.headers['if-range'] === variant.etag
          ? parseRange(req.headers.range, body.byteLength)
          : null;
      if (range === 'unsatisfiable') {
        res.writeHead(416, { ...headersFor(entry, pathname, 416), 'Content-Range': `bytes */${body.byteLength}` });
        res.end();
        return;
      }
      if (range) {
        head['Content-Range'] = `bytes ${range.start}-${range.end}/${body.byteLength}`;
        body = body.subarray(range.start, range.end + 1);
        code = 206;
      }
    }
    head['Content-Length'] = body.byteLength;
    res.writeHead(code, { ...headersFor(entry, pathname, status), ...head });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    find: (pathname) => {
      const file = resolveStatic(files, pathname);
      return file ? cache.get(file) : undefined;
    },
    serve,
    files,
  };
}
