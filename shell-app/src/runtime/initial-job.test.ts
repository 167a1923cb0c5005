import { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '@chainwork/api';
import { createTrpcClient } from '@chainwork/shared-config/react';
import { seedInitialJob } from './initial-job';

describe('seedInitialJob', () => {
  const client = createTrpcClient();

  it('puts the handed-over job under the key the job page asks with, dates restored', () => {
    const queryClient = new QueryClient();
    const job = { Title: 'Rust engineer', Pretty_url: 'rust-engineer-acme', Date: new Date('2026-11-01T00:00:00Z') };
    seedInitialJob(queryClient, client, { slug: 'rust-engineer-acme', data: superjson.serialize(job) });
    const key = createTRPCOptionsProxy<AppRouter>({ client, queryClient }).jobs.bySlug.queryKey({ slug: 'rust-engineer-acme' });
    expect(queryClient.getQueryData(key)).toEqual(job);
  });

  it('leaves the cache empty without a job or with data that is not a job', () => {
    const queryClient = new QueryClient();
    seedInitialJob(queryClient, client, undefined);
    seedInitialJob(queryClient, client, { slug: 'x', data: { json: 'not a job' } });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
