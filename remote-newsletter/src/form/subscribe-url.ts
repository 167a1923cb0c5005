/** Query parameter names the newsletter provider reads. */
export const EMAIL_PARAM = 'email';
export const REDIRECT_PARAM = 'redirect_url';

/**
 * The provider's subscribe address with the email and a way back to the site home
 * (docs/product-requirements.md#newsletter-submit). Parameters already in the configured URL are kept; ours are set, encoded once.
 */
export function subscribeUrl(providerUrl: string, email: string, siteUrl: string): string {
  const url = new URL(providerUrl);
  url.searchParams.set(EMAIL_PARAM, email);
  url.searchParams.set(REDIRECT_PARAM, `${siteUrl.replace(/\/+$/, '')}/`);
  return url.toString();
}
