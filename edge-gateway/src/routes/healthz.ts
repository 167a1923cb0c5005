/**
 * `GET /healthz`: `ok` once the gateway answers, with the versions a visitor without a
 * bucket would get and the api circuit's state, so an operator (or the start script
 * waiting on it) can see what is live.
 */
import type { Handler } from 'hono';
import type { GatewayEnv } from '../env';
import { chooseVersions, versionsOf } from '../routing/choose';
import { VERSIONS_HEADER, versionsHeaderValue } from '../routing/served-versions';
import type { GatewayState } from '../state';
import { SERVED_BY, SERVED_BY_HEADER } from '../served-by';

export const API_CIRCUIT_HEADER = 'x-chainwork-api-circuit';

export function healthz(state: GatewayState): Handler<GatewayEnv> {
  return async (c) => {
    const { table } = await state.readTable(c.env.ROUTING);
    const choices = await chooseVersions(table, { position: null, health: state.health, store: c.env.ASSETS });
    return c.text('ok', 200, {
      'cache-control': 'no-store',
      [VERSIONS_HEADER]: versionsHeaderValue(versionsOf(choices)),
      [API_CIRCUIT_HEADER]: state.breaker.state,
      [SERVED_BY_HEADER]: SERVED_BY,
    });
  };
}
