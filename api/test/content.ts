import { env } from 'cloudflare:workers';
import type { Identity } from '@chainwork/shared-config';
import { appRouter } from '../src/root';
import { createCallerFactory, createContext, type ContextOptions } from '../src/trpc';

const createCaller = createCallerFactory(appRouter);

export const MODERATOR: Identity = { userId: 'user_mod', email: 'mod@chainwork.example', roles: ['employer', 'moderator'] };
export const EMPLOYER: Identity = { userId: 'user_emp', email: 'emp@chainwork.example', roles: ['employer'] };

/** The router as a caller on the test D1, as someone (anonymous by default), from one client. */
export function contentCaller(options: Partial<Omit<ContextOptions, 'db'>> = {}) {
  return createCaller(createContext({ db: env.DB, clientKey: 'ip:203.0.113.7', ...options }));
}

/** Empties the content tables (storage is per test file, not per test). */
export async function resetContent(): Promise<void> {
  await env.DB.batch(
    ['directory_entries', 'content_loads', 'listing_suggestions', 'events', 'feedback'].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
}
