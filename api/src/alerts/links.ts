import { ACCOUNT_PATHS, ALERT_PATHS, ALERT_TOKEN_PARAM, jobPath, toSearchParams, type SearchFilters } from '@chainwork/shared-config';

/** Absolute links in alert mails, built from the site root (SITE_URL) only. */
const root = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export const alertLinks = {
  confirm: (siteUrl: string, token: string) => `${root(siteUrl)}${ALERT_PATHS.confirm}?${ALERT_TOKEN_PARAM}=${token}`,
  /** The page with the visible unsubscribe button, and the one-click POST target (RFC 8058). */
  unsubscribe: (siteUrl: string, token: string) => `${root(siteUrl)}${ALERT_PATHS.unsubscribe}?${ALERT_TOKEN_PARAM}=${token}`,
  manage: (siteUrl: string) => `${root(siteUrl)}${ACCOUNT_PATHS.alerts}`,
  search: (siteUrl: string, search: SearchFilters) => {
    const query = toSearchParams(search).toString();
    return `${root(siteUrl)}/${query ? `?${query}` : ''}#job-search`;
  },
  job: (siteUrl: string, slug: string) => `${root(siteUrl)}${jobPath(slug)}`,
};

/** RFC 2369 + RFC 8058 headers: mail clients show an "Unsubscribe" button that POSTs to the link. */
export function unsubscribeHeaders(siteUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${alertLinks.unsubscribe(siteUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
