/**
 * The routing table operators edit in KV: which published version of each front-end
 * package is live. Read per request (no cache), so a publish or a rollback is live at
 * once; validated, so a hand-edited table cannot crash the gateway.
 */
import {
  FRONT_END_PACKAGES, ROUTING_TABLE_KEY, emptyRoutingTable, routingTableSchema, type RoutingTable,
} from '@chainwork/shared-config/federation';

export type TableProblem = 'missing' | 'invalid';
export interface TableRead { table: RoutingTable; problem?: TableProblem }

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
  if (read.problem === 'invalid') console.error(`[gateway] routing table "${ROUTING_TABLE_KEY}" is invalid; serving nothing`);
  return read;
}

/** package -> the version this request is served. Packages with no live version are absent. */
export type ChosenVersions = Partial<Record<string, string>>;

/**
 * The one place that decides which version of each package a request gets. For now: the
 * live entry with the highest weight (the first one on a tie), so the choice is stable.
 * Sticky weighted buckets, overrides and fallbacks extend this function, through `_request`.
 */
export function chooseVersions(
  table: RoutingTable,
  _request: { cookies?: Record<string, string>; headers?: Headers } = {},
  packages: readonly string[] = FRONT_END_PACKAGES,
): ChosenVersions {
  const chosen: ChosenVersions = {};
  for (const pkg of packages) {
    const live = table.packages[pkg]?.live ?? [];
    const best = live.reduce<(typeof live)[number] | undefined>(
      (top, entry) => (entry.weight > 0 && (!top || entry.weight > top.weight) ? entry : top),
      undefined,
    );
    if (best) chosen[pkg] = best.version;
  }
  return chosen;
}
