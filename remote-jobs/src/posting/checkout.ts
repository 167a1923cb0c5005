import { publicSettings } from '@chainwork/shared-config';

/**
 * Leaves for the checkout (a full page load). The provider's page is followed as given; the
 * local pay page is part of this site, named from SITE_URL, so it is opened on the host the
 * employer is on (a local run may serve the site on another port than SITE_URL's).
 */
export function goToCheckout(url: string) {
  const target = new URL(url, window.location.href);
  const site = new URL(publicSettings().siteUrl);
  window.location.assign(target.origin === site.origin ? `${target.pathname}${target.search}${target.hash}` : target.href);
}
