/**
 * The public read API, `/api/v1` (docs in api/README.md; the contract is openapi.ts's
 * document): jobs (the site's own search procedure, its filters, sorts and cursor), one job,
 * companies, one company, tags. Every answer is parsed through its schema (schemas.ts),
 * tagged for conditional GETs and open to any origin; every failure is the one error shape.
 * It never acts as a person: no cookie is read or set, and procedures run with no identity.
 */
import { Hono, type Context } from 'hono';
import { validator } from 'hono/validator';
import { TRPCError } from '@trpc/server';
import { PUBLIC_API_PREFIX, PUBLIC_API_TAGS_MAX } from '@chainwork/shared-config/public-api';
import type { z } from 'zod';
import type { Env } from '../env';
import { createApiCaches } from '../cache/api-caches';
import { readApiSettings } from '../config/settings';
import { logPrefix } from '../http/log-prefix';
import { appRouter } from '../root';
import { createCallerFactory, createContext } from '../trpc';
import { CORS_HEADERS, preflight } from './cors';
import { errorResponse, PUBLIC_API_MESSAGES, PublicApiError } from './errors';
import { cachedJson } from './http-cache';
import { openApiDocument } from './openapi';
import { apiKeyCheck } from './keys/key-check';
import { companiesListQuery, jobsSearchInput } from './query';
import { companyListSchema, companySchema, jobListSchema, jobSchema, tagListSchema } from './schemas';
import { liveTagCounts } from './tags-repo';
import { publicCompany, publicCompanySummary, publicJob, publicJobSummary } from './to-public';

type PublicContext = Context<{ Bindings: Env }>;

/** One set of caches per isolate for the API's searches (prefix words, totals). */
const caches = createApiCaches();
const createCaller = createCallerFactory(appRouter);

interface Reader {
  /** The site's own procedures, called as nobody (identity null). */
  procedures: ReturnType<typeof createCaller>;
  db: Env['DB'];
  siteUrl: string;
  now: Date;
  params: URLSearchParams;
}

function readerFor(c: PublicContext, clock: () => Date): Reader {
  const settings = readApiSettings(c.env);
  const now = clock();
  return {
    procedures: createCaller(createContext({ db: c.env.DB, now: () => now, caches, settings, identity: null, fullSearchTotals: true })),
    db: c.env.DB,
    siteUrl: settings.siteUrl,
    now,
    params: new URL(c.req.url).searchParams,
  };
}

/** A procedure's refusal of the cursor (the one input it checks beyond the schema) as a 400. */
function asPublicError(error: unknown, cursorParam: boolean): PublicApiError | null {
  if (error instanceof PublicApiError) return error;
  if (error instanceof TRPCError && error.code === 'BAD_REQUEST' && cursorParam) return PublicApiError.badRequest('cursor', error.message);
  return null;
}

/** Runs one operation: its body parsed through `schema`, tagged and cached; failures in the error shape. */
async function answer<S extends z.ZodType>(
  c: PublicContext,
  clock: () => Date,
  schema: S,
  read: (reader: Reader) => Promise<z.input<S>>,
): Promise<Response> {
  try {
    const body = schema.parse(await read(readerFor(c, clock)));
    return await cachedJson(c.req.raw, body, CORS_HEADERS);
  } catch (error) {
    const known = asPublicError(error, new URL(c.req.url).searchParams.has('cursor'));
    if (known) return errorResponse(known, CORS_HEADERS);
    console.error(`${logPrefix(c.req.raw.headers)} ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
    return errorResponse(new PublicApiError('internal', PUBLIC_API_MESSAGES.internal), CORS_HEADERS);
  }
}

/** Types the query for the gateway's typed client (`hc<ApiRoutes>`); the operations check it themselves. */
const anyQuery = validator('query', (value) => value);

export interface PublicApiOptions {
  /** The clock (tests pin it); the real one by default. */
  now?: () => Date;
}

export function publicApiRoutes(options: PublicApiOptions = {}) {
  const clock = options.now ?? (() => new Date());
  return (
    new Hono<{ Bindings: Env }>()
      .options(`${PUBLIC_API_PREFIX}/*` as const, () => preflight())
      // Before every read: a presented key must be a live one (401 otherwise, never anonymous).
      .use(`${PUBLIC_API_PREFIX}/*` as const, apiKeyCheck(clock))
      .get(`${PUBLIC_API_PREFIX}/openapi.json` as const, (c) =>
        cachedJson(c.req.raw, openApiDocument(readApiSettings(c.env).siteUrl), CORS_HEADERS),
      )
      .get(`${PUBLIC_API_PREFIX}/jobs` as const, anyQuery, (c) =>
        answer(c, clock, jobListSchema, async ({ procedures, siteUrl, now, params }) => {
          const page = await procedures.jobs.search(jobsSearchInput(params));
          const { items, nextCursor, total, totalIsExact } = page;
          return { items: items.map((job) => publicJobSummary(siteUrl, job, now)), nextCursor, total, totalIsExact };
        }),
      )
      .get(`${PUBLIC_API_PREFIX}/jobs/:slug` as const, anyQuery, (c) =>
        answer(c, clock, jobSchema, async ({ procedures, siteUrl, now, params }) => {
          noParams(params);
          const job = await procedures.jobs.bySlug({ slug: c.req.param('slug') }).catch(notFoundAs(PUBLIC_API_MESSAGES.jobNotFound));
          return publicJob(siteUrl, job, now);
        }),
      )
      .get(`${PUBLIC_API_PREFIX}/companies` as const, anyQuery, (c) =>
        answer(c, clock, companyListSchema, async ({ procedures, siteUrl, params }) => {
          const list = await procedures.companies.list(companiesListQuery(params));
          return {
            items: list.items.map((company) => publicCompanySummary(siteUrl, company)),
            nextCursor: list.nextCursor,
            total: list.total,
          };
        }),
      )
      .get(`${PUBLIC_API_PREFIX}/companies/:slug` as const, anyQuery, (c) =>
        answer(c, clock, companySchema, async ({ procedures, siteUrl, now, params }) => {
          noParams(params);
          const company = await procedures.companies
            .bySlug({ slug: c.req.param('slug') })
            .catch(notFoundAs(PUBLIC_API_MESSAGES.companyNotFound));
          if (!company) throw new PublicApiError('not_found', PUBLIC_API_MESSAGES.companyNotFound);
          return publicCompany(siteUrl, company, now);
        }),
      )
      .get(`${PUBLIC_API_PREFIX}/tags` as const, anyQuery, (c) =>
        answer(c, clock, tagListSchema, async ({ db, now, params }) => {
          noParams(params);
          return { items: await liveTagCounts(db, now, PUBLIC_API_TAGS_MAX) };
        }),
      )
      .get(`${PUBLIC_API_PREFIX}/*` as const, () =>
        errorResponse(new PublicApiError('not_found', PUBLIC_API_MESSAGES.routeNotFound), CORS_HEADERS),
      )
      .all(`${PUBLIC_API_PREFIX}/*` as const, () =>
        errorResponse(new PublicApiError('method_not_allowed', PUBLIC_API_MESSAGES.methodNotAllowed), {
          ...CORS_HEADERS,
          allow: 'GET, HEAD, OPTIONS',
        }),
      )
  );
}

/** Operations on one thing take no parameters: one given is a mistake worth saying. */
function noParams(params: URLSearchParams): void {
  const [name] = params.keys();
  if (name !== undefined) throw PublicApiError.badRequest(name, 'is not a parameter of this operation');
}

/**
 * A slug the procedure's schema refuses, or a thing it does not find, is a 404 (a malformed
 * slug names nothing); any other failure is thrown on.
 */
function notFoundAs(message: string) {
  return (error: unknown): never => {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      throw new PublicApiError('not_found', message);
    throw error;
  };
}
