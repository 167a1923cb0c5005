/**
 * Conditional GETs: every successful answer carries a strong ETag (the SHA-256 of its exact
 * bytes) and PUBLIC_API_CACHE_CONTROL (PUBLIC_API_KEYED_CACHE_CONTROL when a key came with it,
 * and `Vary: Authorization` on both, so no cache hands a keyed answer to anyone else), and a
 * request whose If-None-Match names that tag gets a bodiless 304, so a reader polling a search
 * pays a few bytes while nothing changed.
 */
import { PUBLIC_API_CACHE_CONTROL, PUBLIC_API_KEYED_CACHE_CONTROL } from '@chainwork/shared-config/public-api';
import { sha256Hex } from '@chainwork/shared-config/sha256';

/** Hex digits of the hash kept in the tag: 128 bits, plenty to tell versions apart. */
const TAG_HEX_LENGTH = 32;

export async function entityTag(body: string): Promise<string> {
  return `"${(await sha256Hex(body)).slice(0, TAG_HEX_LENGTH)}"`;
}

/** RFC 9110 13.1.2: `*`, or a list of tags compared weakly (a W/ prefix does not matter). */
export function matchesIfNoneMatch(header: string | null, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/** The JSON answer for `body`, or a 304 when the reader holds it already. */
export async function cachedJson(request: Request, body: unknown, headers: HeadersInit = {}): Promise<Response> {
  const text = JSON.stringify(body);
  const tag = await entityTag(text);
  const response = matchesIfNoneMatch(request.headers.get('if-none-match'), tag)
    ? new Response(null, { status: 304, headers })
    : new Response(text, { status: 200, headers });
  response.headers.set('etag', tag);
  const keyed = request.headers.has('authorization');
  response.headers.set('cache-control', keyed ? PUBLIC_API_KEYED_CACHE_CONTROL : PUBLIC_API_CACHE_CONTROL);
  response.headers.append('vary', 'Authorization');
  if (response.status === 200) response.headers.set('content-type', 'application/json; charset=utf-8');
  return response;
}
