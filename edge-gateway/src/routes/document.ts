/**
 * Documents: every GET/HEAD that is not an api call, an asset or a feed. The shell's
 * index.html in the version chosen for this visitor, rewritten for this path: metadata,
 * runtime config, asset URLs, a CSP nonce on every script. Unknown pages are 404 and
 * expired jobs 410, with the same shell, which renders them from `status`.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  SHELL_PACKAGE,
  VERSION_BUCKET_COOKIE,
  VERSION_PIN_COOKIE,
  matchRoute,
  type PublicSettings,
  type RuntimeConfig,
  type SessionInfo,
} from '@chainwork/shared-config';
import { thirdPartyOrigins } from '@chainwork/shared-config/third-party';
import { clearedSessionCookie } from '../cookies';
import { isSecureSite, readSettings } from '../env';
import { session, type SessionEnv, type SessionState } from '../middleware/session';
import { rewriteShell } from '../html/rewrite';
import { prepaintChoices } from '../html/prepaint';
import { firstViewStylesPackages } from '../html/first-view-styles';
import { NOT_PUBLISHED_HTML } from '../html/not-published';
import { resolvePage } from '../meta/page-meta';
import { searchFeedLinks } from '../meta/search-feeds';
import { bucketCookie, bucketPosition, newBucket, parseBucket } from '../routing/bucket';
import { chooseVersions, versionsOf, type Choices } from '../routing/choose';
import { readPins } from '../routing/pins';
import {
  ROUTING_HEADER,
  VERSIONS_HEADER,
  remoteManifestMap,
  routingHeaderValue,
  servedVersions,
  versionsHeaderValue,
} from '../routing/served-versions';
import { documentSecurityHeaders } from '../middleware/security-headers';
import type { GatewayState } from '../state';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';
import { methodNotAllowed } from './method-not-allowed';
import { countJobView } from './job-apply';
import { documentSearch } from './document-search';

/** Private pages (a person's own) never enter a search index. */
export const NOINDEX = 'noindex, nofollow';

function sessionInfo(state: SessionState): SessionInfo | null {
  if (!state.ok) return null;
  // The page learns who is signed in, not the session's id (sign-out needs no more than the cookie).
  const { userId, email, roles } = state.identity;
  return { userId, email, roles, expiresAt: state.expiresAt };
}

/** A local session cookie that no longer verifies (expired, key rotated) is dropped, so the browser stops sending it. */
function isDeadLocalSession(state: SessionState, settings: PublicSettings): boolean {
  return settings.authProvider === 'local' && !state.ok && state.reason !== 'none' && state.reason !== 'no-key';
}

function documentHeaders(choices: Choices): Headers {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    // Per visitor (bucket, pins) and per response (nonce): never for a shared cache.
    'cache-control': 'private, no-cache',
    [VERSIONS_HEADER]: versionsHeaderValue(versionsOf(choices)),
    [ROUTING_HEADER]: routingHeaderValue(choices),
    [SERVED_BY_HEADER]: SERVED_BY,
  });
  return headers;
}

/**
 * A page view of a live job, for its employer's dashboard: counted after the response, with
 * the slug only (no cookie, address or id of the visitor), and never for a browser's
 * speculative prefetch or a HEAD request.
 */
function countView(c: Context<SessionEnv>, state: GatewayState, path: string, status: number): void {
  const slug = status === 200 && c.req.method === 'GET' ? /^\/jobs\/([^/]+)$/.exec(path)?.[1] : undefined;
  if (!slug || c.req.header('sec-purpose')?.includes('prefetch') || c.req.header('purpose') === 'prefetch') return;
  let ctx;
  try {
    ctx = c.executionCtx;
  } catch {
    return; // No execution context (a test's app.request): nothing to count after.
  }
  ctx.waitUntil(countJobView(c, state, slug));
}

export function documents(state: GatewayState) {
  const app = new Hono<SessionEnv>();
  app.use('*', session());

  // Hono answers HEAD from this GET handler and drops the body.
  // The CSP and its nonce; the configured analytics and auth services, and only those, join the policy.
  app.get(
    '*',
    documentSecurityHeaders((c) => thirdPartyOrigins(readSettings(c.env))),
    async (c) => {
      const settings = readSettings(c.env);
      const { table } = await state.readTable(c.env.ROUTING);

      const knownBucket = parseBucket(getCookie(c, VERSION_BUCKET_COOKIE));
      const bucket = knownBucket ?? newBucket();
      const choices = await chooseVersions(table, {
        position: bucketPosition(bucket),
        pins: readPins(c.req.raw.headers, getCookie(c, VERSION_PIN_COOKIE)),
        health: state.health,
        store: c.env.ASSETS,
        onSkip: (pkg, skipped, served) =>
          state.warnings.warn(
            `skip:${pkg}@${skipped}`,
            `routing: skipped ${pkg}@${skipped} (files missing); ${served ? `serving ${pkg}@${served}` : 'no servable version left'}`,
          ),
      });
      const versions = versionsOf(choices);
      const shellVersion = versions[SHELL_PACKAGE];
      // The raw pathname: the canonical and the route match must see what the visitor asked for.
      const url = new URL(c.req.url);
      const path = url.pathname;

      // The template, the first view's styles, the job lookup and the first search page are
      // independent; fetch them together. Without styles (a failed read too) the page is as before.
      const [template, firstViewStyles, page, search] = await Promise.all([
        shellVersion ? state.templates.get(c.env.ASSETS, shellVersion) : null,
        state.firstViewStyles.forPage(c.env.ASSETS, firstViewStylesPackages(path), versions),
        resolvePage({
          siteUrl: settings.siteUrl,
          authPaths: { signInPath: settings.signInPath, signUpPath: settings.signUpPath },
          path,
          api: c.env.API,
          breaker: state.breaker,
          shedder: state.shedder,
          ...(state.options.apiTimeoutMs === undefined ? {} : { apiTimeoutMs: state.options.apiTimeoutMs }),
        }),
        documentSearch(c, state, url),
      ]);
      if (page.redirect) {
        const headers = documentHeaders(choices);
        headers.set('location', page.redirect);
        return new Response(null, { status: 301, headers });
      }
      if (!shellVersion || template === null) {
        const headers = documentHeaders(choices);
        headers.set('cache-control', 'no-store');
        return new Response(NOT_PUBLISHED_HTML, { status: 503, headers });
      }

      const nonce = c.get('secureHeadersNonce')!;
      const runtimeConfig: RuntimeConfig = {
        remotes: remoteManifestMap(versions),
        versions: servedVersions(versions),
        settings,
        status: page.status,
        session: sessionInfo(c.get('session')),
        // The job the metadata came from: the page renders it at once instead of asking the api again.
        ...(page.job ? { job: page.job } : {}),
        // Likewise the first page of the search on `/`, and the pinned jobs above it.
        ...(search ? { search } : {}),
      };
      const prepaint = prepaintChoices({
        path,
        status: page.status,
        session: runtimeConfig.session ?? null,
        settings,
        job: page.jobHead ?? null,
      });
      const feeds = page.status === 200 ? searchFeedLinks(url, settings.siteUrl) : [];
      const rewritten = rewriteShell(template, { meta: page.meta, runtimeConfig, shellVersion, nonce, prepaint, firstViewStyles, feeds });
      countView(c, state, path, page.status);
      const headers = documentHeaders(choices);
      if (knownBucket === null) headers.append('set-cookie', bucketCookie(bucket, isSecureSite(settings)));
      if (isDeadLocalSession(c.get('session'), settings)) headers.append('set-cookie', clearedSessionCookie(isSecureSite(settings)));
      const authPaths = { signInPath: settings.signInPath, signUpPath: settings.signUpPath };
      // A person's own pages and the pages mail links open stay out of search engines.
      if (matchRoute(path, authPaths)?.route.private) headers.set('x-robots-tag', NOINDEX);
      return new Response(rewritten.body, { status: page.status, headers });
    },
  );

  app.all('*', methodNotAllowed);
  return app;
}
