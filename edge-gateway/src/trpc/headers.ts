/**
 * Header hygiene on both hops of the tRPC proxy. Going in: headers that describe the
 * client's hop (hop-by-hop, the Connection list) or that a client could forge to look
 * like another hop (Host, Forwarded, X-Forwarded-*, CF-Connecting-IP ...) are dropped,
 * and cookies reach the api only when it needs them. Coming back: hop-by-hop and stale
 * length/encoding headers are dropped, and no Set-Cookie may touch the gateway's cookies.
 */
import { CLIENT_KEY_HEADER, IDENTITY_HEADERS, IDENTITY_HEADER_NAMES, type Identity } from '@chainwork/shared-config';
import { GATEWAY_COOKIES, keepCookies, setCookieName } from '../cookies';
import { logWarn, quoted } from '../log/log';
import { REQUEST_ID_HEADER } from '../middleware/request-id';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Client-supplied claims about the route a request took; only the edge may state those. */
const FORGEABLE = /^(?:host|forwarded|x-forwarded-.*|cf-connecting-ip|cf-ipcountry|cf-ray|cf-visitor|x-real-ip|true-client-ip|client-ip)$/i;

/** Headers only the gateway may state to the api: who is signed in, and who the client is. */
const GATEWAY_ASSERTED = new Set([...IDENTITY_HEADER_NAMES, CLIENT_KEY_HEADER].map((name) => name.toLowerCase()));

function connectionListed(headers: Headers): Set<string> {
  return new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}

export interface ForwardOptions {
  /** Cookie names the api reads; every other cookie stays at the gateway. */
  apiCookies?: readonly string[];
  /** The identity the gateway verified for this request; client-sent identity headers are always dropped. */
  identity?: Identity | null;
  /** Who the client is (a hash), for the api's own rate limits. */
  clientKey?: string;
}

export function forwardedRequestHeaders(incoming: Headers, options: ForwardOptions = {}): Headers {
  const listed = connectionListed(incoming);
  const out = new Headers();
  incoming.forEach((value, name) => {
    const key = name.toLowerCase();
    // Identity and the client key are the gateway's statements (set by the proxy), never the client's.
    if (HOP_BY_HOP.has(key) || key.startsWith('proxy-') || listed.has(key) || FORGEABLE.test(key) || key === 'cookie') return;
    if (GATEWAY_ASSERTED.has(key)) return;
    out.append(name, value);
  });
  const cookies = keepCookies(incoming.get('cookie'), options.apiCookies ?? []);
  if (cookies) out.set('cookie', cookies);
  if (options.identity) {
    out.set(IDENTITY_HEADERS.userId, options.identity.userId);
    out.set(IDENTITY_HEADERS.email, options.identity.email);
    out.set(IDENTITY_HEADERS.roles, options.identity.roles.join(','));
    if (options.identity.session) {
      out.set(IDENTITY_HEADERS.sessionId, options.identity.session.id);
      out.set(IDENTITY_HEADERS.sessionExpiresAt, String(options.identity.session.expiresAt));
    }
  }
  if (options.clientKey) out.set(CLIENT_KEY_HEADER, options.clientKey);
  return out;
}

export function returnedResponseHeaders(upstream: Headers): Headers {
  const listed = connectionListed(upstream);
  const out = new Headers();
  upstream.forEach((value, name) => {
    const key = name.toLowerCase();
    // The runtime re-encodes and re-measures the body it sends; stale values would corrupt it.
    if (HOP_BY_HOP.has(key) || listed.has(key) || key === 'content-encoding' || key === 'content-length' || key === 'set-cookie') return;
    out.append(name, value);
  });
  // getSetCookie() exists at this compatibility date; the default workers-types predate it.
  for (const cookie of (upstream as Headers & { getSetCookie(): string[] }).getSetCookie()) {
    const name = setCookieName(cookie);
    if (GATEWAY_COOKIES.includes(name)) {
      logWarn(`dropped a Set-Cookie for ${quoted(name)} from the api: that cookie belongs to the gateway`);
      continue;
    }
    out.append('set-cookie', cookie);
  }
  return out;
}

/** The api logs under the gateway's request id; a client's own value never reaches it. */
export function withRequestId(headers: Headers, requestId: string): Headers {
  headers.set(REQUEST_ID_HEADER, requestId);
  return headers;
}
