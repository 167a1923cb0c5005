/**
 * `GET /healthz`: `ok` once the gateway answers, with the versions it would serve, so an
 * operator (or the start script waiting on it) can see what is live.
 */
import type { Handler } from 'hono';
import type { GatewayEnv } from '../env';
import { chooseVersions, readRoutingTable } from '../routing/table';
import { VERSIONS_HEADER, versionsHeaderValue } from '../routing/served-versions';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export const healthz: Handler<GatewayEnv> = async (c) => {
  const { table } = await readRoutingTable(c.env.ROUTING);
  return c.text('ok', 200, {
    'cache-control': 'no-store',
    [VERSIONS_HEADER]: versionsHeaderValue(chooseVersions(table, { headers: c.req.raw.headers })),
    [SERVED_BY_HEADER]: SERVED_BY,
  });
};
