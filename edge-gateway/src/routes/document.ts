/**
 * Documents: every GET/HEAD that is not an api call or an asset. The live shell's
 * index.html, rewritten for this path: metadata, runtime config, asset URLs. Unknown
 * pages are 404 with the same shell, which renders its not-found page from `status`.
 */
import { Hono } from 'hono';
import {
  SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey, type RuntimeConfig,
} from '@chainwork/shared-config';
import { readSettings, type GatewayEnv } from '../env';
import { rewriteShell } from '../html/rewrite';
import { NOT_PUBLISHED_HTML } from '../html/not-published';
import { resolvePage } from '../meta/page-meta';
import { chooseVersions, readRoutingTable } from '../routing/table';
import { VERSIONS_HEADER, remoteManifestMap, servedVersions, versionsHeaderValue } from '../routing/served-versions';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export interface DocumentOptions {
  /** How long a job page waits for the api before serving generic metadata. */
  apiTimeoutMs?: number;
}

function documentHeaders(versionsHeader: string): Headers {
  return new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    [VERSIONS_HEADER]: versionsHeader,
    [SERVED_BY_HEADER]: SERVED_BY,
  });
}

export function documents(options: DocumentOptions = {}) {
  const app = new Hono<GatewayEnv>();

  // Hono answers HEAD from this GET handler and drops the body.
  app.get('*', async (c) => {
    const settings = readSettings(c.env);
    const { table } = await readRoutingTable(c.env.ROUTING);
    const versions = chooseVersions(table, { headers: c.req.raw.headers });
    const versionsHeader = versionsHeaderValue(versions);
    const shellVersion = versions[SHELL_PACKAGE];
    // The raw pathname: the canonical and the route match must see what the visitor asked for.
    const path = new URL(c.req.url).pathname;

    // The template and the job lookup are independent; fetch them together.
    const [template, page] = await Promise.all([
      shellVersion ? c.env.ASSETS.get(assetKey(SHELL_PACKAGE, shellVersion, SHELL_TEMPLATE_FILE)) : null,
      resolvePage({
        siteUrl: settings.siteUrl,
        path,
        api: c.env.API,
        ...(options.apiTimeoutMs === undefined ? {} : { apiTimeoutMs: options.apiTimeoutMs }),
      }),
    ]);
    if (!shellVersion || !template) {
      const headers = documentHeaders(versionsHeader);
      headers.set('cache-control', 'no-store');
      return new Response(NOT_PUBLISHED_HTML, { status: 503, headers });
    }

    const runtimeConfig: RuntimeConfig = {
      remotes: remoteManifestMap(versions),
      versions: servedVersions(versions),
      settings,
      status: page.status,
    };
    const rewritten = rewriteShell(template.body, { meta: page.meta, runtimeConfig, shellVersion });
    return new Response(rewritten.body, { status: page.status, headers: documentHeaders(versionsHeader) });
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { allow: 'GET, HEAD', [SERVED_BY_HEADER]: SERVED_BY }));
  return app;
}
