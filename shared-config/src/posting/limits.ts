/** Limits of a job posting's fields, shared by the form (counters, hints) and the api. */

export const COMPANY_NAME_MAX = 80;
export const COMPANY_DESCRIPTION_MIN = 20;
export const COMPANY_DESCRIPTION_MAX = 300;
export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MIN = 200;
export const JOB_DESCRIPTION_MAX = 20_000;
export const URL_MAX = 500;

/** Tags a job needs at least, and how many of its tags may be new to the board's vocabulary. */
export const MIN_TAGS_PER_JOB = 1;
export const MAX_NEW_TAGS_PER_JOB = 2;
/** Characters of one tag (the job_tags.tag column's CHECK). */
export const TAG_MAX_LENGTH = 40;
/** Tag suggestions one call returns. */
export const TAG_SUGGESTIONS_MAX = 10;

/** Yearly salary bounds (USD): outside them a figure is a typo, or bait. */
export const SALARY_MIN_YEARLY = 10_000;
export const SALARY_MAX_YEARLY = 2_000_000;
/** A range whose top is more than this many times its bottom says nothing. */
export const SALARY_MAX_SPREAD = 2.5;

/** Characters of a moderator's rejection reason. */
export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 1000;

/** Company logos: checked by content in the api, stored in R2. */
export const LOGO_MAX_BYTES = 1_048_576;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
/** Where the site takes an upload (POST, the file as the body) and serves logos from (the gateway proxies both to the api). */
export const LOGO_UPLOAD_PATH = '/api/uploads/logo';
export const LOGO_PATH_PREFIX = '/media/logos/';
/** A stored logo's path: its content's SHA-256 and extension, so a path never changes meaning. */
export const LOGO_PATH_PATTERN = /^\/media\/logos\/[a-f0-9]{64}\.(?:png|jpg|webp|svg)$/;
/** What an employer is told about a refused logo (stable strings: the gateway says `tooLarge` itself before forwarding). */
export const LOGO_MESSAGES = {
  empty: 'Choose a logo file',
  tooLarge: 'The logo must be at most 1 MB',
  notImage: 'The logo must be a PNG, JPEG, WebP or SVG image',
  unsafeSvg:
    'This SVG has more in it than a plain picture (scripts, links, animation, external references, editor data or markup we cannot read); export it again as a plain SVG, or upload a PNG',
} as const;
/** The CSP of served media (logos, the blog's SVGs): nothing in the file runs, loads or navigates. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Days before expiry the reminder mail goes out. */
export const EXPIRY_REMINDER_DAYS = 5;

/** Featured jobs one `jobs.featured` call may ask for (pinned above the search results), and the default. */
export const FEATURED_JOBS_MAX = 10;
export const FEATURED_JOBS_DEFAULT = 5;
