/** What the company pages say about claiming, and the api's stable error messages for companies. */

/** Where a visitor stands with a company's claim (`companies.claimStatus`). */
export const CLAIM_STATES = [
  'signed-out',
  'claimable',
  'claimed-by-you',
  'claimed-by-other',
  'wrong-domain',
  'free-mail',
  'no-website',
] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];

/** The claim banner's words per state; `{domain}` is the company's domain. */
export const CLAIM_MESSAGES: Record<ClaimState, string> = {
  'signed-out': 'Work here? Sign in with your {domain} e-mail address to claim this company page.',
  claimable: 'Work here? Claim this page to edit the profile and connect your job board.',
  'claimed-by-you': 'You manage this company page.',
  'claimed-by-other': 'This company page is managed by someone at the company.',
  'wrong-domain': 'Only an e-mail address at {domain} can claim this page. Sign in with your work address.',
  'free-mail': 'A free e-mail address cannot claim a company. Sign in with your work address at {domain}.',
  'no-website': 'This company has no website on Chainwork yet, so it cannot be claimed.',
};

/** A claim message with the company's domain filled in. */
export function claimMessage(state: ClaimState, domain: string | null): string {
  return CLAIM_MESSAGES[state].replaceAll('{domain}', domain ?? 'the company’s domain');
}

export const COMPANY_MESSAGES = {
  notFound: 'Company not found',
  claimantsOnly: 'Only the person who claimed this company can do that',
  cannotClaim: 'This company cannot be claimed with your e-mail address',
  alreadyClaimed: 'Someone at the company has claimed it already',
  websiteOffDomain: 'The website must stay on the company’s own domain',
  boardTakenByOther: 'This job board is already connected to another company',
  tooManyBoardChecks: 'Too many job board checks for now. Try again in an hour.',
  sourceNotFound: 'Source not found',
} as const;
