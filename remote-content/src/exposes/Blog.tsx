import { lazy } from 'react';
import type { BlogProps } from '@chainwork/shared-config/federation';

// Each page in its own chunk: a post pays for its markdown renderer and the list for its URL
// schema (zod), neither for the other's. While one loads, the shell's slot shows its
// skeleton (the nearest Suspense boundary).
const BlogListPage = lazy(() =>
  import(/* webpackChunkName: "blog-list" */ '../blog/BlogListPage').then((m) => ({ default: m.BlogListPage })),
);
const BlogPostPage = lazy(() =>
  import(/* webpackChunkName: "blog-post" */ '../blog/BlogPostPage').then((m) => ({ default: m.BlogPostPage })),
);

/** Exposed as `content/Blog`: the list of posts, or with `slug` that post (one expose, one manifest entry). */
export default function Blog({ slug, ...post }: BlogProps) {
  return slug ? <BlogPostPage slug={slug} {...post} /> : <BlogListPage />;
}
