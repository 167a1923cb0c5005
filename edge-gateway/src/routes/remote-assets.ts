/**
 * `/_mf/<package>/<version>/<path>`: the published front-end files, straight from the
 * asset store key `<package>/<version>/<path>`. Versions are content hashes, so files are
 * immutable, except the entry points a runtime must re-read (manifests, remoteEntry).
 *
 * Never a document: the gateway alone serves the shell's HTML (with its CSP and framing
 * rules), so an HTML file here is refused without asking the store, and every answer
 * carries a sandboxing CSP in case a browser is pointed straight at a file (an SVG, say).
 */
import { Hono } from 'hono';
import {
  ASSET_KEY_MAX_BYTES,
  ASSET_URL_PREFIX,
  PACKAGE_PATTERN,
  VERSIONS_HEADER,
  VERSION_PATTERN,
  assetKey,
} from '@chainwork/shared-config';
import type { GatewayEnv } from '../env';
import { errorText } from '../middleware/request-id';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import { methodNotAllowed } from './method-not-allowed';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ico: 'image/x-icon',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** Documents a browser would run as a page of this origin: only the gateway serves those. */
const DOCUMENT_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'shtml']);
const DOCUMENT_TYPE = /^\s*(?:text\/html|application\/xhtml\+xml)\b/i;

/** Opened directly, any file runs as an inert, sandboxed document; as a subresource this is ignored. */
export const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Files a Module Federation runtime or a browser must re-read to notice a new publish. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/** A file path segment: no dot-segments or dotfiles, no escapes, no separators. */
const FILE_SEGMENT = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*$/;

export type AssetPath = { pkg: string; version: string; file: string };
export type AssetPathProblem = 'bad-request' | 'not-found';

/**
 * Reads the raw (undecoded) pathname. Percent escapes are refused outright: published
 * names never need them, and refusing them rules out encoded slashes and dots.
 */
export function parseAssetPath(pathname: string): AssetPath | AssetPathProblem {
  if (!pathname.startsWith(ASSET_URL_PREFIX)) return 'not-found';
  const rest = pathname.slice(ASSET_URL_PREFIX.length);
  if (rest.includes('%') || rest.includes('\\')) return 'bad-request';
  const [pkg, version, ...fileSegments] = rest.split('/');
  if (!pkg || !version || fileSegments.length === 0) return 'not-found';
  if (fileSegments.some((segment) => !FILE_SEGMENT.test(segment))) return 'bad-request';
  if (!PACKAGE_PATTERN.test(pkg) || !VERSION_PATTERN.test(version)) return 'not-found';
  const file = fileSegments.join('/');
  // The store refuses longer keys; no such file can exist.
  if (new TextEncoder().encode(assetKey(pkg, version, file)).byteLength > ASSET_KEY_MAX_BYTES) return 'not-found';
  if (DOCUMENT_EXTENSIONS.has(extension(file))) return 'not-found';
  return { pkg, version, file };
}

function extension(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function contentTypeFor(file: string, stored?: string): string {
  return stored || CONTENT_TYPES[extension(file)] || FALLBACK_CONTENT_TYPE;
}

export function cacheControlFor(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return ENTRY_FILES.has(name) ? REVALIDATE : IMMUTABLE;
}

function plainError(status: 400 | 404, text: string): Response {
  return new Response(errorText(text), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', [SERVED_BY_HEADER]: SERVED_BY },
  });
}

function assetHeaders(object: R2Object, { pkg, version, file }: AssetPath): Headers {
  return new Headers({
    'content-type': contentTypeFor(file, object.httpMetadata?.contentType),
    'cache-control': cacheControlFor(file),
    etag: object.httpEtag,
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    'content-security-policy': ASSET_CSP,
    // The URL already names the version; the header says so in the same form as documents.
    [VERSIONS_HEADER]: `${pkg}=${version}`,
    [SERVED_BY_HEADER]: SERVED_BY,
  });
}

export function remoteAssets() {
  const app = new Hono<GatewayEnv>();
  // Hono answers HEAD from the GET handler and drops the body.
  app.get('*', async (c) => {
    const parsed = parseAssetPath(new URL(c.req.url).pathname);
    if (parsed === 'bad-request') return plainError(400, 'Bad asset path');
    if (parsed === 'not-found') return plainError(404, 'Not found');
    const key = assetKey(parsed.pkg, parsed.version, parsed.file);
    // R2 evaluates If-None-Match itself (lists, weak tags, `*`) and returns the object
    // without a body when the visitor's copy is current. Only that condition is passed:
    // a failed If-Match would also come back bodiless but must not read as a 304.
    const ifNoneMatch = c.req.header('if-none-match');
    const object = await c.env.ASSETS.get(key, ifNoneMatch ? { onlyIf: new Headers({ 'if-none-match': ifNoneMatch }) } : undefined);
    if (!object) return plainError(404, 'Not found');
    // Stored with a document type under another name: still never a page of this origin.
    if (DOCUMENT_TYPE.test(contentTypeFor(parsed.file, object.httpMetadata?.contentType))) {
      if ('body' in object) await object.body.cancel();
      return plainError(404, 'Not found');
    }
    const headers = assetHeaders(object, parsed);
    if (!('body' in object)) return new Response(null, { status: 304, headers });
    return new Response(object.body, { headers });
  });
  app.all('*', methodNotAllowed);
  return app;
}
