/** Limits of the companies directory, the company pages and the claimant's edits, shared by the pages and the api. */

/** Characters of the directory's name search. */
export const COMPANY_SEARCH_MAX = 80;
/** Companies one directory page lists at most, and by default. */
export const COMPANIES_PAGE_MAX = 48;
export const COMPANIES_PAGE_DEFAULT = 24;
/** Characters of a company's "about" text. */
export const COMPANY_ABOUT_MAX = 2000;
/** Characters of a website, logo or social link. */
export const COMPANY_URL_MAX = 500;
/** Open jobs a company page lists (newest first); `openJobsTotal` counts them all. */
export const COMPANY_OPEN_JOBS_MAX = 100;
/** "N roles closed in the last 90 days". */
export const RECENTLY_CLOSED_DAYS = 90;

/** The social links a profile may carry, in the order a page shows them. */
export const COMPANY_SOCIAL_KEYS = ['x', 'github', 'linkedin', 'telegram', 'discord'] as const;
export type CompanySocialKey = (typeof COMPANY_SOCIAL_KEYS)[number];
export const COMPANY_SOCIAL_LABELS: Record<CompanySocialKey, string> = {
  x: 'X',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  discord: 'Discord',
};

/** Characters of a job board name or careers-page URL an employer connects. */
export const BOARD_NAME_MAX = 500;
/**
 * Board tests and connections one person may ask for per window: each one fetches a
 * provider's board, and nobody may use us to hammer a provider.
 */
export const BOARD_CHECK_RATE_LIMIT = { limit: 20, windowSeconds: 3600 } as const;
/** Postings a board test shows as its sample. */
export const BOARD_SAMPLE_SIZE = 5;
