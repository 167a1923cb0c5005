/**
 * Page metadata: titles, descriptions, canonical URLs, JSON-LD, a route's whole meta. The
 * gateway writes a document's; the shell only updates title, description and canonical on a
 * client navigation, loading this on demand. So it is a subpath, not in the root entry every
 * first page loads. Its files import the root's vocabulary by the package name, never by a
 * relative path: in a front end that is the shared root, where a relative import would put a
 * second copy of the route table in the bundle.
 */
export { pageTitle, jobTitle } from './title';
export { metaDescription, markdownToPlainText } from './description';
export { canonicalUrl } from './canonical';
export { jobPostingJsonLd, serializeJsonForScript, isRemote, isExpired, validThrough, type JobForMeta } from './job-posting';
export { blogPostingJsonLd, type BlogPostForMeta } from './blog-posting';
export { routeMeta, type PageMeta } from './route-meta';
export { ROUTE_DESCRIPTIONS, routeDescription } from './route-descriptions';
