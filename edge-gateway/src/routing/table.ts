/**
 * The routing table operators edit in KV: which published versions of each front-end
 * package are live, with their weights. Validated, so a hand-edited table cannot crash
 * the gateway; cached for a moment per isolate (cachedTableReader).
 */
import { ROUTING_TABLE_KEY, emptyRoutingTable, type RoutingTable } from '@chainwork/shared-config/federation';
import { routingTableSchema } from '@chainwork/shared-config/schemas/routing';
import { logError } from '../log/log';

export type TableProblem = 'missing' | 'invalid';
export interface TableRead {
  table: RoutingTable;
  problem?: TableProblem;
}

/** Parses a stored table; anything unreadable becomes the empty table plus the reason. */
export function parseRoutingTable(raw: string | null): TableRead {
  if (raw === null) return { table: emptyRoutingTable(), problem: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { table: emptyRoutingTable(), problem: 'invalid' };
  }
  const parsed = routingTableSchema.safeParse(json);
  return parsed.success ? { table: parsed.data } : { table: emptyRoutingTable(), problem: 'invalid' };
}

export async function readRoutingTable(kv: KVNamespace): Promise<TableRead> {
  const read = parseRoutingTable(await kv.get(ROUTING_TABLE_KEY, 'text'));
  // Operators need to hear about a broken table; visitors just see "not published".
  if (read.problem === 'invalid') logError(`routing table "${ROUTING_TABLE_KEY}" is invalid; serving nothing`);
  return read;
}

export const DEFAULT_TABLE_CACHE_MS = 2000;

/**
 * A reader that keeps the parsed table for a moment in this isolate: under load the
 * gateway reads KV about once per `ttlMs` instead of once per request, and an operator's
 * change is still live within that time (plus KV's own propagation on Cloudflare).
 */
export function cachedTableReader(options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? DEFAULT_TABLE_CACHE_MS;
  const now = options.now ?? Date.now;
  let cached: { expires: number; read: Promise<TableRead> } | undefined;
  return (kv: KVNamespace): Promise<TableRead> => {
    const at = now();
    if (cached && cached.expires > at) return cached.read;
    const read = readRoutingTable(kv);
    cached = { expires: at + ttlMs, read };
    // A failed read must not be served from the cache.
    read.catch(() => {
      if (cached?.read === read) cached = undefined;
    });
    return read;
  };
}
