/**
 * A job page's geometry, shared by the shell's `JobRoutePage` (its container), the jobs
 * remote's `JobView` (its columns) and the static pre-paint (shared-config/src/prepaint),
 * which draws the page's head and first paragraphs before any script, where React then
 * draws them: one set of numbers, so the two cannot drift apart.
 *
 * Where the job view is at least JOB_TWO_COLUMNS_MIN wide (its own width, a container query:
 * the posting flow's and the moderation queue's previews draw it in frames narrower than the
 * window, and get two columns only with room for them), the description reads in a column of its own, about
 * 70 characters a line, beside a sticky column with the facts and the Apply button, which
 * stay in view while the visitor reads. Narrower, the facts come first, then the description.
 *
 * A subpath of its own (`@chainwork/shared-config/job-layout`), not a shared singleton:
 * each bundle keeps only the numbers it uses.
 */

/** The job page container's max width (Chakra's `5xl`). */
export const JOB_PAGE_MAX_WIDTH = '64rem';
/** The job view's own width from which it has two columns. */
export const JOB_TWO_COLUMNS_MIN = '52rem';
/** The side column's width (the share buttons fit on one line). */
export const JOB_ASIDE_WIDTH = '23rem';
/** The space between the two columns. */
export const JOB_COLUMN_GAP = '2.5rem';
/** The side column sticks this far below the top bar, */
export const JOB_ASIDE_STICKY_GAP = '2rem';
/** in a window at least this tall (below, a stuck column would hide its own end). */
export const JOB_ASIDE_STICKY_MIN_HEIGHT = '45rem';

/** The job view's container name, for its container queries. */
export const JOB_VIEW_CONTAINER = 'job-view';

/** The container query matching a job view with two columns (for emotion's `sx` and the pre-paint's CSS). */
export const JOB_TWO_COLUMNS_QUERY = `@container ${JOB_VIEW_CONTAINER} (min-width: ${JOB_TWO_COLUMNS_MIN})`;
