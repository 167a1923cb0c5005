import { jobTitle, pageTitle } from './title';
import { metaDescription, markdownToPlainText } from './description';
import { canonicalUrl } from './canonical';
import { jobPostingJsonLd, type JobForMeta } from './job-posting';
import { blogPostingJsonLd, type BlogPostForMeta } from './blog-posting';
import type { RouteDef } from '@chainwork/shared-config';
import { routeDescription } from './route-descriptions';

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  jsonLd?: Record<string, unknown>;
  /** The page is kept out of search engines. */
  noindex?: boolean;
}

/**
 * Title, description and canonical for any page; the gateway writes them into the
 * HTML and the shell keeps them right on client-side navigation, from this one function.
 * A page with no route (404) gets the generic home description.
 */
export function routeMeta(args: {
  siteUrl: string;
  path: string;
  route: RouteDef | null;
  job?: JobForMeta | null;
  post?: BlogPostForMeta | null;
  includeJsonLd?: boolean;
}): PageMeta {
  const { siteUrl, path, route, job, post } = args;
  const canonical = canonicalUrl(siteUrl, path);
  if (post) {
    return {
      title: pageTitle(post.title),
      description: metaDescription(post.description),
      canonical,
      ...(args.includeJsonLd === false ? {} : { jsonLd: blogPostingJsonLd(post, siteUrl) }),
    };
  }
  if (job) {
    return {
      title: pageTitle(jobTitle(job)),
      description: metaDescription(markdownToPlainText(job.Description)),
      canonical,
      ...(args.includeJsonLd === false ? {} : { jsonLd: jobPostingJsonLd(job, siteUrl) }),
    };
  }
  if (!route) return { title: pageTitle('Page not found'), description: metaDescription(routeDescription('home')), canonical };
  const title = route.id === 'home' ? 'Remote Crypto & Blockchain Jobs' : route.label;
  return {
    title: pageTitle(title),
    description: metaDescription(routeDescription(route.id)),
    canonical,
    ...(route.private ? { noindex: true } : {}),
  };
}
