/** `/robots.txt`: everything public may be crawled except the api and the moderators' area; the sitemap is named by absolute URL. */
import { canonicalUrl } from '@chainwork/shared-config';
import { SITEMAP_PATH } from './sitemap';

export const ROBOTS_PATH = '/robots.txt';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Allow: /',
    '',
    `Sitemap: ${canonicalUrl(siteUrl, SITEMAP_PATH)}`,
    '',
  ].join('\n');
}
