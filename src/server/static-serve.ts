/**
 * Sends the prerendered build. A URL maps to a file only when that exact file is in the build (listed
 * once at start-up), so nothing outside dist/client can be reached. Files up to 256 KB (every page,
 * script, style and icon of this site) and their Brotli and gzip copies (src/build/precompress.ts) are read into
 * memory once, with their ETags and complete header lists, so a plain GET costs no stat, no open and
 * no header work: about what nginx spends. Ranges and larger files are left to `send`, from disk;
 * ranges are honoured only on these fixed bodies, never on anything compressed per request.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { ENCODINGS } from '../build/precompress.ts';
import type { PolicyHeaders } from './route-policy.ts';

const MEMORY_LIMIT_BYTES = 256 * 1024;
const PRECOMPRESSED = new RegExp(`(${ENCODINGS.map((encoding) => encoding.extension.replace('.', '\\.')).join('|')})$`);

/** Every file under `dir`, as the URL path it is served at ("/_astro/app.js"). */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

/** The file a URL path stands for, or undefined. "/about" and "/about/" both mean /about/index.html. */
export function resolveStatic(files: ReadonlySet<string>, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const hidden = (part: string) => part === '..' || (part.startsWith('.') && part !== '.well-known');
  if (decoded.includes('\0') || decoded.split('/').some(hidden)) return undefined;
  const candidates = decoded.endsWith('/') ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/**
 * The precompressed copy a request's Accept-Encoding asks for, if any: any encoding the client
 * accepts (q > 0) will do; Brotli is smaller, so it wins ties and order.
 */
export function pickEncoding(acceptEncoding: string | undefined): string | undefined {
  if (!acceptEncoding) return undefined;
  const names = ENCODINGS.map((encoding) => encoding.name);
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(names);
  return names.find((name) => accepted.includes(name));
}

/**
 * Splits the build's files into those a URL can name and the compressed copies of them. A copy is
 * never addressable itself (/app.js.br is a 404); a .gz or .br file with no original is a download.
 */
export function splitPrecompressed(all: readonly string[]): { files: Set<string>; compressed: Set<string> } {
  const names = new Set(all);
  const isCopy = (file: string) => PRECOMPRESSED.test(file) && names.has(file.replace(PRECOMPRESSED, ''));
  return { files: new Set(all.filter((file) => !isCopy(file))), compressed: new Set(all.filter(isCopy)) };
}

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

export type StaticSite = ReturnType<typeof createStaticSite>;

const etagOf = (body: Buffer) =>
  `"${body.byteLength.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export function createStaticSite(
  root: string,
  policy: PolicyHeaders,
  options: { hidden: readonly string[]; scriptSrcFor(file: string): string | undefined },
) {
  const { files: all, compressed } = splitPrecompressed(listFiles(root));
  const files = new Set([...all].filter((file) => !options.hidden.includes(file)));
  const cache = new Map<string, StaticFile>();
  for (const file of files) {
    const type = contentType(extname(file)) || 'application/octet-stream';
    const copies = ENCODINGS.filter((encoding) => compressed.has(file + encoding.extension));
    const inMemory = statSync(join(root, file)).size <= MEMORY_LIMIT_BYTES;
    const variants = (inMemory ? [{ name: undefined, extension: '' }, ...copies] : []).map(({ name, extension }) => {
      const body = readFileSync(join(root, file + extension));
      return { encoding: name, body, etag: etagOf(body), ready: new Map() };
    });
    cache.set(file, { file, type, variants, vary: copies.length > 0 });
  }

  // The build writes every copy or none, so the choice depends only on Accept-Encoding; browsers
  // send a handful of distinct values, so the answers are remembered.
  const negotiated = new Map<string, string | undefined>();
  function chooseEncoding(entry: StaticFile, accept: string | undefined): string | undefined {
    if (!entry.vary) return undefined;
    const key = accept ?? '';
    if (!negotiated.has(key)) {
      if (negotiated.size > 256) negotiated.clear();
      negotiated.set(key, pickEncoding(accept));
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

  function representation(entry: StaticFile, variant: Pick<Variant, 'encoding' | 'etag'> | undefined) {
    const head: OutgoingHttpHeaders = { 'Content-Type': entry.type };
    if (variant) head['ETag'] = variant.etag;
    if (entry.vary) head['Vary'] = 'Accept-Encoding';
    if (variant?.encoding) head['Content-Encoding'] = variant.encoding;
    return head;
  }

  /** Ranges and files too large for memory: `send` streams them from disk (validators are ours when known). */
  function fromDisk(req: IncomingMessage, res: ServerResponse, entry: StaticFile, pathname: string, status: number) {
    const encoding = chooseEncoding(entry, req.headers['accept-encoding']);
    const extension = ENCODINGS.find((candidate) => candidate.name === encoding)?.extension ?? '';
    const variant = entry.variants.find((candidate) => candidate.encoding === encoding);
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
        const head = { ...headersFor(entry, pathname, status), ...representation(entry, variant) };
        for (const [name, value] of Object.entries(head)) response.setHeader(name, value!);
        if (encoding) response.setHeader('Content-Encoding', encoding);
      })
      .on('error', (error: { status?: number }) => {
        if (res.headersSent) return void res.destroy();
        const code = error.status ?? 500;
        res.removeHeader('Content-Encoding');
        res.writeHead(code, headersFor(entry, pathname, code)).end();
      })
      .pipe(res);
  }

  function serve(req: IncomingMessage, res: ServerResponse, entry: StaticFile, pathname: string, status = 200): void {
    const encoding = chooseEncoding(entry, req.headers['accept-encoding']);
    const variant = entry.variants.find((candidate) => candidate.encoding === encoding) ?? entry.variants[0];
    if (variant && status === 200 && req.headers['if-none-match'] === variant.etag) {
      // A 304 carries no policy of its own (route-policy.ts): the cached page keeps its CSP.
      res.writeHead(304, { ...headersFor(entry, pathname, 304), ...representation(entry, variant) }).end();
      return;
    }
    if (!variant || (status === 200 && req.headers.range !== undefined))
      return fromDisk(req, res, entry, pathname, status);
    // A whole body from memory, with a header list built once per status.
    let ready = variant.ready.get(status);
    if (!ready) {
      const all: OutgoingHttpHeaders = { ...headersFor(entry, pathname, status), ...representation(entry, variant) };
      if (status === 200) all['Accept-Ranges'] = 'bytes';
      all['Content-Length'] = String(variant.body.byteLength);
      ready = Object.entries(all).flatMap(([name, value]) => [name, String(value)]);
      variant.ready.set(status, ready);
    }
    res.writeHead(status, ready);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  }

  return {
    find: (pathname: string) => {
      const file = resolveStatic(files, pathname);
      return file ? cache.get(file) : undefined;
    },
    serve,
  };
}
