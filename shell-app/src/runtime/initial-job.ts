import type { QueryClient } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@chainwork/api';
import type { ShellConfig } from './runtime-config';

/**
 * Puts the job the gateway handed over (it fetched it for the page's metadata) into the
 * query cache under exactly the key the jobs remote asks with, `jobs.bySlug({ slug })`,
 * so a job page opened from a link renders its job at once instead of after a second
 * round trip. Data that does not deserialize is left out: the page then fetches as before.
 */
export function seedInitialJob(queryClient: QueryClient, client: TRPCClient<AppRouter>, job: ShellConfig['job']): void {
  if (!job) return;
  let data: unknown;
  try {
    data = superjson.deserialize(job.data as never);
  } catch {
    return;
  }
  if (data === null || typeof data !== 'object') return;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  queryClient.setQueryData(trpc.jobs.bySlug.queryKey({ slug: job.slug }), data as never);
}
