import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@chainwork/shared-config/router';
import { matchRoute, publicSettings } from '@chainwork/shared-config';
import { whenPageIdle } from '@chainwork/shared-config/browser';
import { useTRPC } from '@chainwork/shared-config/react';
import { isInitialNotFound } from '../layouts/PageOutlet';
import { shellConfig } from '../runtime/runtime-config';
import { applyPageMeta } from './document-meta';

type MetaModule = typeof import('@chainwork/shared-config/meta');
let metaModule: Promise<MetaModule> | undefined;

/**
 * The meta helpers (titles, descriptions, JSON-LD), fetched on demand: the gateway wrote the
 * first document's meta, so a first page waits for its idle moment and never downloads them
 * in its first load (~1.4 KB gzip); a client navigation finds them loaded.
 */
function loadMeta(firstDocument: boolean): Promise<MetaModule> {
  metaModule ??= (firstDocument ? whenPageIdle() : Promise.resolve()).then(
    () => import(/* webpackChunkName: "after-load-meta" */ '@chainwork/shared-config/meta'),
  );
  return metaModule;
}

/**
 * The job a job page shows, read from the query cache that the jobs remote fills
 * (shared QueryClient). `enabled: false`: the shell never fetches it itself, it only
 * follows what the page has, so the title changes when the page has its data.
 */
function useCachedJob(slug: string | undefined) {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.jobs.bySlug.queryOptions({ slug: slug ?? '' }), enabled: false });
  return slug ? data : undefined;
}

/** The post a post page shows, from the same shared cache (the blog page's `blog.bySlug`). */
function useCachedPost(slug: string | undefined) {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.blog.bySlug.queryOptions({ slug: slug ?? '' }), enabled: false });
  return slug ? data : undefined;
}

/** Keeps title, description and canonical in step with the route (docs/product-requirements.md#page-metadata). */
export function RouteMetaSync() {
  const location = useLocation();
  const { siteUrl, status } = shellConfig();
  const notFound = isInitialNotFound(status, location.key);
  const match = notFound ? null : matchRoute(location.pathname, publicSettings());
  const job = useCachedJob(match?.route.id === 'job' ? match.params.slug : undefined);
  const post = useCachedPost(match?.route.id === 'blogPost' ? match.params.slug : undefined);

  const waitingForData = (match?.route.id === 'job' && !job) || (match?.route.id === 'blogPost' && !post);
  const firstDocument = location.key === 'default';

  useEffect(() => {
    // The gateway wrote the first document's job or post title from the api; a generic
    // "Job" title must not replace it while (or because) the page has no data.
    if (waitingForData && firstDocument) return;
    let current = true;
    void loadMeta(firstDocument).then(({ routeMeta }) => {
      if (!current) return;
      applyPageMeta(
        routeMeta({
          siteUrl,
          path: location.pathname,
          route: match?.route ?? null,
          job: job ?? null,
          post: post ?? null,
          includeJsonLd: false,
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [siteUrl, location.pathname, match?.route, job, post, waitingForData, firstDocument]);

  return null;
}
