/**
 * Every number, key and string the product spec states, written once.
 * Other packages import these; a literal copy elsewhere is a bug.
 */

export const SITE_NAME = 'Chainwork';

// Page metadata (docs/product-requirements.md#page-metadata).
export const META_DESCRIPTION_LIMIT = 155;
export const META_DESCRIPTION_CUT = 152;
export const META_ELLIPSIS = '...';

// Job structured data (docs/product-requirements.md#job-structured-data).
export const JOB_VALIDITY_MS = 2_592_000_000; // 30 days
export const DEFAULT_EMPLOYMENT_TYPE = 'FULL_TIME';
export const SALARY_CURRENCY = 'USD';
export const SALARY_UNIT = 'YEAR';
export const REMOTE_LOCATION_LABEL = 'Remote';
export const REMOTE_LOCATION_MARKER = 'remote';

// Interface timings and geometry (docs/product-requirements.md#top-bar).
export const TOAST_DURATION_MS = 9000;
export const TOP_BAR_FADE = {
  scrollProgress: [0.05, 0.25],
  opacity: [1, 0.8],
} as const;
export const LINK_PREFETCH_MARGIN_PX = 200;
export const NAV_BREAKPOINT = '62em';
export const NEWSLETTER_BREAKPOINT = '48em';

// Remote calls (docs/product-requirements.md#retries-and-caching).
export const TRPC_PATH = '/api/trpc';
export const QUERY_RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const MUTATION_RETRY_ATTEMPTS = 0;
export const QUERY_CACHE_TIME_MS = 300_000;
export const SUSPENSE_STALE_TIME_MS = 1000;

// Colour mode (docs/product-requirements.md#look-and-colour-mode).
export const COLOR_MODE_STORAGE_KEY = 'chakra-ui-color-mode';
export const COLOR_MODE_COOKIE_MAX_AGE_S = 31_536_000;
export const FORCED_COLOR_MODE = 'dark';

// Newsletter validation (docs/product-requirements.md#newsletter-validation). The pattern message is ours: the requirements leave it open.
export const NEWSLETTER_REQUIRED_MESSAGE = 'Required';
export const NEWSLETTER_INVALID_MESSAGE = 'Enter a valid email address, like name@example.com';
/** name, @, domain, dot, a suffix of at least 2 letters; case-insensitive. */
export const NEWSLETTER_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

// Analytics events (docs/product-requirements.md#analytics).
export const ANALYTICS_EVENTS = {
  newsletterInlineSubmit: 'newsletter inline form submit',
  newsletterModalSubmit: 'newsletter form submit',
  newsletterModalClose: 'newsletter form close',
} as const;

// Talent toast (docs/product-requirements.md#top-bar).
export const TALENT_TOAST = {
  title: 'Looking For Talent?',
  description: 'Get in touch with us to find people looking for a job.',
  position: 'top',
  durationMs: TOAST_DURATION_MS,
  isClosable: true,
  status: 'info',
} as const;

// Authentication (docs/product-requirements.md#authentication): defaults, overridable by environment.
export const DEFAULT_SIGN_IN_PATH = '/sign-in';
export const DEFAULT_SIGN_UP_PATH = '/sign-up';
export const AFTER_SIGN_OUT_PATH = '/';

// Client error messages the requirements name (docs/product-requirements.md#error-messages); tRPC's client raises these itself.
export const CLIENT_ERROR_MESSAGES = {
  undecodable: 'Unable to transform response from server',
  badlyFormatted: 'Badly formatted response from server',
  noFetch: 'No fetch implementation found',
  aborted: 'Aborted',
  inputTooBig: 'Input is too big for a single dispatch',
} as const;

// Job search paging (ours: the requirements leave search open).
export const JOB_SEARCH_PAGE_SIZE = 20;
export const JOB_SEARCH_MAX_PAGE_SIZE = 50;
/**
 * Pages the results load by themselves as the visitor scrolls near their end; after that
 * only the Load more jobs button loads more, so the footer (the newsletter form, the
 * links) stays within reach of a visitor who keeps scrolling.
 */
export const JOB_SEARCH_AUTO_LOAD_PAGES = 3;
export const JOB_SEARCH_ANCHOR = 'job-search';
