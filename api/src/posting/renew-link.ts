import { canTransition } from '@chainwork/shared-config/posting';
import type { PostingDeps } from './deps';
import { openCheckout } from './orders';
import type { PostingRow } from './postings-repo';
import { RENEW_TOKEN_PATTERN, renewTokenHash } from './renew-token';

export type RenewLinkResult = { ok: true; checkoutUrl: string } | { ok: false; reason: 'unknown' | 'not-renewable' };

/**
 * The expiry mails' one-click renew link: the token names the posting (no sign-in needed)
 * and opens its renewal checkout, the same one however often it is clicked.
 */
export async function openRenewalFromLink(deps: PostingDeps, token: string): Promise<RenewLinkResult> {
  if (!RENEW_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
  const posting = await deps.db
    .prepare('SELECT * FROM postings WHERE renew_token_hash = ?1')
    .bind(await renewTokenHash(token))
    .first<PostingRow>();
  if (!posting) return { ok: false, reason: 'unknown' };
  if (!posting.plan || !canTransition(posting.state, 'renew')) return { ok: false, reason: 'not-renewable' };
  const { checkoutUrl } = await openCheckout(deps, posting, 'renewal', posting.plan);
  return { ok: true, checkoutUrl };
}
