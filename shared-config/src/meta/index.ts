export { pageTitle, jobTitle } from './title';
export { metaDescription, markdownToPlainText } from './description';
export { canonicalUrl } from './canonical';
export { jobPostingJsonLd, serializeJsonForScript, isRemote, isExpired, validThrough, type JobForMeta } from './job-posting';
export { blogPostingJsonLd, type BlogPostForMeta } from './blog-posting';
export { routeMeta, type PageMeta } from './route-meta';
