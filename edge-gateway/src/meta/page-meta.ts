/**
 * Which metadata and status a document gets: the route table decides the route, the
 * api decides whether a job or a blog post exists. A failing api costs the page its job metadata,
 * never the page itself.
 */
import { matchRoute, type AuthPathOverrides } from '@chainwork/shared-config';
import { routeMeta, type PageMeta } from '@chainwork/shared-config/meta';
import superjson from 'superjson';
import type { ApiService } from '../env';
import type { PrepaintJob } from '../html/prepaint';
import { logError, quoted } from '../log/log';
import type { CircuitBreaker } from '../resilience/circuit-breaker';
import type { LoadShedder } from '../resilience/load-shedder';
import { fetchJobForMeta } from './job-meta';
import { fetchPostForMeta } from './post-meta';
import { companyMeta } from '@chainwork/shared-config/companies';
import { fetchCompanyForMeta } from './company-meta';

export interface PageResolution {
  /** 410: an expired or closed job, still shown (closed) to visitors, gone for search engines. */
  status: 200 | 404 | 410;
  meta: PageMeta;
  /** The job a job page shows, handed to the page (RuntimeConfig.job). */
  job?: { slug: string; data: unknown };
  /** That job's head as the page shows it first, for the static pre-paint (html/prepaint.ts). */
  jobHead?: PrepaintJob;
  /** The address now belongs to another job (an import of a role then posted here): answer 301 to it. */
  redirect?: string;
}

export async function resolvePage(args: {
  siteUrl: string;
  /** Sign-in and sign-up paths from the environment (docs/product-requirements.md#routes: they can be overridden). */
  authPaths?: AuthPathOverrides;
  path: string;
  api: ApiService;
  apiTimeoutMs?: number;
  breaker?: CircuitBreaker;
  /** The isolate's cap on api calls in flight: when full, generic metadata at once. */
  shedder?: LoadShedder;
}): Promise<PageResolution> {
  const { siteUrl, path } = args;
  const match = matchRoute(path, args.authPaths);
  // Feeds are the gateway's own responses, never the shell.
  if (!match || match.route.servedByGateway) {
    return { status: 404, meta: routeMeta({ siteUrl, path, route: null }) };
  }
  const slug = match.params.slug;
  const upstream = {
    ...(args.apiTimeoutMs === undefined ? {} : { timeoutMs: args.apiTimeoutMs }),
    ...(args.breaker ? { breaker: args.breaker } : {}),
    ...(args.shedder ? { shedder: args.shedder } : {}),
  };
  if (match.route.id === 'blogPost' && slug) {
    const post = await fetchPostForMeta(args.api, slug, upstream);
    switch (post.kind) {
      case 'found':
        return { status: 200, meta: routeMeta({ siteUrl, path, route: match.route, post: post.post }) };
      case 'not-found':
        return { status: 404, meta: routeMeta({ siteUrl, path, route: null }) };
      case 'unavailable':
        console.error(`[gateway] post metadata unavailable for "${slug}": ${post.reason}`);
        return { status: 200, meta: routeMeta({ siteUrl, path, route: match.route }) };
    }
  }
  if (match.route.id === 'company' && slug) {
    const found = await fetchCompanyForMeta(args.api, slug, upstream);
    switch (found.kind) {
      case 'found':
        return { status: 200, meta: companyMeta(found.company, siteUrl) };
      case 'not-found':
        return { status: 404, meta: routeMeta({ siteUrl, path, route: null }) };
      case 'unavailable':
        logError(`company metadata unavailable for ${quoted(slug)}: ${found.reason}`);
        return { status: 200, meta: routeMeta({ siteUrl, path, route: match.route }) };
    }
  }
  if (match.route.id !== 'job' || !slug) {
    return { status: 200, meta: routeMeta({ siteUrl, path, route: match.route }) };
  }
  const found = await fetchJobForMeta(args.api, slug, upstream);
  switch (found.kind) {
    case 'found':
      if (found.job.redirectTo)
        return { status: 200, redirect: `/jobs/${found.job.redirectTo}`, meta: routeMeta({ siteUrl, path, route: null }) };
      try {
        // An expired or closed (filled) posting keeps its page, shown closed, but answers 410
        // and loses its JobPosting data, as search engines ask for postings past validThrough.
        const gone = found.job.expired || found.job.closed;
        return {
          status: gone ? 410 : 200,
          meta: routeMeta({ siteUrl, path, route: match.route, job: found.job, includeJsonLd: !gone }),
          // The api's own output, in the wire form the browser's tRPC client (superjson) reads.
          job: { slug, data: superjson.serialize(found.job) },
          jobHead: {
            title: found.job.Title,
            company: found.job.Company,
            verified: found.job.employerVerified,
            ...(gone ? {} : { description: found.job.descriptionTree }),
          },
        };
      } catch (error) {
        // Only an api that does not keep its contract (a deployment of another version) gets here.
        console.error(`[gateway] job metadata unusable for "${slug}":`, error instanceof Error ? error.message : String(error));
        return { status: 200, meta: routeMeta({ siteUrl, path, route: match.route }) };
      }
    case 'not-found':
      return { status: 404, meta: routeMeta({ siteUrl, path, route: null }) };
    case 'unavailable':
      logError(`job metadata unavailable for ${quoted(slug)}: ${found.reason}`);
      return { status: 200, meta: routeMeta({ siteUrl, path, route: match.route }) };
  }
}
