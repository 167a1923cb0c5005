/**
 * Where the operator command reads and writes: the asset store (R2) and the routing
 * table (KV), locally or on Cloudflare. Both expose the same small binding surface
 * (`ASSETS.head/put`, `ROUTING.get/put`), the one scripts/publish.ts writes through, so
 * publishing and table changes are one code path whatever the target.
 */
import { ROUTING_TABLE_KEY, emptyRoutingTable, type RoutingTable } from '@chainwork/shared-config/federation';
import { routingTableSchema } from '@chainwork/shared-config/schemas/routing';

export interface StoreBindings {
  ASSETS: {
    head(key: string): Promise<unknown | null>;
    put(key: string, value: Uint8Array | string, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  };
  ROUTING: {
    get(key: string): Promise<string | null>;
    put(key: string, value: string): Promise<void>;
  };
}

export interface RoutesStore {
  /** Said first in every command's output, so no operator mistakes one store for the other. */
  readonly description: string;
  readonly env: StoreBindings;
}

export async function readTable(store: RoutesStore): Promise<RoutingTable> {
  const raw = await store.env.ROUTING.get(ROUTING_TABLE_KEY);
  return raw ? routingTableSchema.parse(JSON.parse(raw)) : emptyRoutingTable();
}

export async function writeTable(store: RoutesStore, table: RoutingTable): Promise<void> {
  await store.env.ROUTING.put(ROUTING_TABLE_KEY, JSON.stringify(routingTableSchema.parse(table), null, 2));
}

/** An in-memory store: for tests, and for `--dry-run` on top of a real one. */
export function memoryStore(
  initial: { table?: RoutingTable; files?: string[] } = {},
): RoutesStore & { files: Map<string, string>; kv: Map<string, string> } {
  const files = new Map((initial.files ?? []).map((key) => [key, 'x']));
  const kv = new Map<string, string>();
  if (initial.table) kv.set(ROUTING_TABLE_KEY, JSON.stringify(initial.table));
  return {
    description: 'memory',
    files,
    kv,
    env: {
      ASSETS: {
        head: async (key) => (files.has(key) ? { key } : null),
        put: async (key, value) => {
          files.set(key, typeof value === 'string' ? value : new TextDecoder().decode(value));
          return {};
        },
      },
      ROUTING: {
        get: async (key) => kv.get(key) ?? null,
        put: async (key, value) => {
          kv.set(key, value);
        },
      },
    },
  };
}
