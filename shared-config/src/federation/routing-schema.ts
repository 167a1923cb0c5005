import { z } from 'zod';
import { PACKAGE_PATTERN, VERSION_PATTERN, type RoutingTable } from './contract';

/** The routing table as stored in KV; the gateway and the operator tooling both validate with it. */
export const routingTableSchema: z.ZodType<RoutingTable> = z.object({
  schema: z.literal(1),
  packages: z.record(
    z.string().regex(PACKAGE_PATTERN),
    z.object({
      live: z.array(z.object({ version: z.string().regex(VERSION_PATTERN), weight: z.number().int().min(0).max(100) })),
      published: z.array(z.object({ version: z.string().regex(VERSION_PATTERN), publishedAt: z.string() })),
    }),
  ),
});
