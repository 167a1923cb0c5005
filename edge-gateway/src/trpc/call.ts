/**
 * What a request to `/api/trpc/<procedures>` asks for, read from its URL alone: the
 * procedure names (comma-joined in a batch, docs/product-requirements.md#api-calls), whether it is a batch, whether it is
 * a mutation. The URL is forwarded as it came; this only decides whether to forward it
 * and how many error items to answer if the api cannot.
 */
import { TRPC_PATH } from '@chainwork/shared-config';

/** `jobs.search`, `feeds.sitemap`: dot-separated identifiers, as tRPC routers name procedures. */
export const PROCEDURE_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

export interface TrpcCall {
  procedures: string[];
  /** `batch=1`: the answer is an array, one item per procedure, in order. */
  batch: boolean;
}

/** null when the path names no procedure or a malformed one. */
export function parseTrpcCall(url: URL): TrpcCall | null {
  const prefix = `${TRPC_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return null;
  const joined = url.pathname.slice(prefix.length);
  if (joined === '') return null;
  const procedures = joined.split(',');
  if (!procedures.every((name) => PROCEDURE_NAME.test(name))) return null;
  return { procedures, batch: url.searchParams.get('batch') === '1' };
}

/** `/api/trpc/a,b?batch=1&input=...` -> `<origin>/trpc/a,b?batch=1&input=...`, byte for byte. */
export function upstreamTrpcUrl(url: URL, origin: string, upstreamPath: string): string {
  return `${origin}${upstreamPath}${url.pathname.slice(TRPC_PATH.length)}${url.search}`;
}
