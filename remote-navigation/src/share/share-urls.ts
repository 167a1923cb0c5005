import { canonicalUrl, jobPath } from '@chainwork/shared-config';

export interface ShareTarget { network: 'twitter' | 'linkedin'; label: string; href: string }

/** The job's public address, built from the configured site URL, never the current host. */
export function jobShareUrl(siteUrl: string, slug: string): string {
  return canonicalUrl(siteUrl, jobPath(slug));
}

/** Share on Twitter and Share on LinkedIn for a job (docs/product-requirements.md#share-bars), each value encoded on its own. */
export function shareTargets(siteUrl: string, slug: string, title: string): ShareTarget[] {
  const url = encodeURIComponent(jobShareUrl(siteUrl, slug));
  const text = encodeURIComponent(title);
  return [
    { network: 'twitter', label: 'Share on Twitter', href: `https://twitter.com/intent/tweet?text=${text}&url=${url}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${text}` },
  ];
}
