/**
 * Which parts of the shell's static pre-paint (shared-config/src/prepaint) a document
 * shows. The pre-paint is built once, the same for every visit; per request the gateway
 * only removes what would be wrong for this page or visitor, so the first paint never
 * shows content the app then takes back, and fills the job head's empty slots with the
 * job's words as text (HTMLRewriter escapes it), and the description's slot with the
 * markup shared-config's pre-paint builds from the job's description tree (its own small
 * vocabulary, every word escaped): the gateway itself never writes markup.
 */
import { route, type DescriptionTree, type PublicSettings, type SessionInfo } from '@chainwork/shared-config';
import {
  PREPAINT_ATTRIBUTE,
  PREPAINT_PARTS,
  PREPAINT_SLOT_ATTRIBUTE,
  PREPAINT_SLOTS,
  avatarInitials,
  prepaintDescriptionHtml,
} from '@chainwork/shared-config/prepaint';

/**
 * What the top of a job page shows first: its title, its company (and their initials), the
 * verified badge, and for an open job the start of its description (a closed one shows its
 * closed notice there, which the pre-paint does not draw).
 */
export interface PrepaintJob {
  title: string;
  company: string;
  verified: boolean;
  description?: DescriptionTree;
}

export interface PrepaintChoices {
  /** The home page's hero: on `/` only (any search in the query still renders it), and not on an error status. */
  homeHero: boolean;
  /** The Sign in button: only for a visitor the app will show it to at once. */
  signIn: boolean;
  /**
   * A job page's head, filled with this job: only when the document hands the page its job,
   * which the page then renders at once with its title first (a closed or expired job's too,
   * answered 410: its closed notice comes below the head).
   */
  job?: PrepaintJob | null;
}

export function prepaintChoices(input: {
  path: string;
  status: number;
  session: SessionInfo | null;
  settings: Pick<PublicSettings, 'authProvider' | 'authPublishableKey'>;
  /** The job the document hands to a job page, if it has one. */
  job?: PrepaintJob | null;
}): PrepaintChoices {
  const { path, status, session, settings, job = null } = input;
  // The local provider's session is in the page; a hosted provider with a key is still
  // loading at first paint (a placeholder circle), and without a key everyone is anonymous.
  const signedOut = settings.authProvider === 'local' ? session === null : settings.authPublishableKey.trim() === '';
  return { homeHero: path === route('home').path && status === 200, signIn: signedOut, job };
}

/** Shows a part built `hidden`, or removes it from the document. */
function showOrRemove(show: boolean): HTMLRewriterElementContentHandlers {
  return {
    element(el) {
      if (show) el.removeAttribute('hidden');
      else el.remove();
    },
  };
}

/** Fills an empty slot with text: `setInnerContent` without `html` escapes `<`, `>` and `&`. */
function fill(text: string | undefined): HTMLRewriterElementContentHandlers {
  return {
    element(el) {
      if (text !== undefined) el.setInnerContent(text);
    },
  };
}

/** Fills an empty slot with markup built by shared-config's pre-paint (its words escaped there). */
function fillMarkup(html: string): HTMLRewriterElementContentHandlers {
  return {
    element(el) {
      if (html !== '') el.setInnerContent(html, { html: true });
    },
  };
}

/** Adds the pre-paint's handlers to a rewriter (nothing matches in a shell built before it). */
export function rewritePrepaint(rewriter: HTMLRewriter, choices: PrepaintChoices): HTMLRewriter {
  const job = choices.job ?? null;
  const description = job?.description ? prepaintDescriptionHtml(job.description) : '';
  const part = (name: string) => `[${PREPAINT_ATTRIBUTE}="${name}"]`;
  const slot = (name: string) => `[${PREPAINT_SLOT_ATTRIBUTE}="${name}"]`;
  return (
    rewriter
      .on(part(PREPAINT_PARTS.homeHero), showOrRemove(choices.homeHero))
      .on(part(PREPAINT_PARTS.account), showOrRemove(choices.signIn))
      .on(part(PREPAINT_PARTS.jobHead), showOrRemove(job !== null))
      .on(part(PREPAINT_PARTS.jobVerified), showOrRemove(job?.verified === true))
      .on(part(PREPAINT_PARTS.jobDescription), showOrRemove(description !== ''))
      // Without a job the head is removed, slots and all: nothing to fill.
      .on(slot(PREPAINT_SLOTS.jobTitle), fill(job?.title))
      .on(slot(PREPAINT_SLOTS.jobCompany), fill(job?.company))
      .on(slot(PREPAINT_SLOTS.jobInitials), fill(job ? avatarInitials(job.company) : undefined))
      .on(slot(PREPAINT_SLOTS.jobDescription), fillMarkup(description))
  );
}
