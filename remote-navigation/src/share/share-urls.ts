import { blogPostPath, canonicalUrl, jobPath } from '@chainwork/shared-config';
import type { ShareBarProps } from '@chainwork/shared-config/federation';

export interface ShareTarget {
  network: 'twitter' | 'linkedin';
  label: string;
  href: string;
}
export type ShareKind = NonNullable<ShareBarProps['kind']>;

/** The page's public address, built from the configured site URL, never the current host. */
export function shareUrl(siteUrl: string, slug: string, kind: ShareKind = 'job'): string {
  return canonicalUrl(siteUrl, kind === 'post' ? blogPostPath(slug) : jobPath(slug));
}

/** Share on Twitter and Share on LinkedIn for a job or a post (docs/product-requirements.md#share-bars), each value encoded on its own. */
export function shareTargets(siteUrl: string, slug: string, title: string, kind: ShareKind = 'job'): ShareTarget[] {
  const url = encodeURIComponent(shareUrl(siteUrl, slug, kind));
  const text = encodeURIComponent(title);
  return [
    { network: 'twitter', label: 'Share on Twitter', href: `https://twitter.com/intent/tweet?text=${text}&url=${url}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${text}` },
  ];
}
