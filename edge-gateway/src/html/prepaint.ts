/**
 * Which parts of the shell's static pre-paint (shared-config/src/prepaint) a document
 * shows. The pre-paint is built once, the same for every visit; per request the gateway
 * only removes what would be wrong for this page or visitor, so the first paint never
 * shows content the app then takes back.
 */
import { route, type PublicSettings, type SessionInfo } from '@chainwork/shared-config';
import { PREPAINT_ATTRIBUTE, PREPAINT_PARTS } from '@chainwork/shared-config/prepaint';

export interface PrepaintChoices {
  /** The home page's hero: on `/` only (any search in the query still renders it), and not on an error status. */
  homeHero: boolean;
  /** The Sign in button: only for a visitor the app will show it to at once. */
  signIn: boolean;
}

export function prepaintChoices(input: {
  path: string;
  status: number;
  session: SessionInfo | null;
  settings: Pick<PublicSettings, 'authProvider' | 'authPublishableKey'>;
}): PrepaintChoices {
  const { path, status, session, settings } = input;
  // The local provider's session is in the page; a hosted provider with a key is still
  // loading at first paint (a placeholder circle), and without a key everyone is anonymous.
  const signedOut = settings.authProvider === 'local' ? session === null : settings.authPublishableKey.trim() === '';
  return { homeHero: path === route('home').path && status === 200, signIn: signedOut };
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

/** Adds the pre-paint's handlers to a rewriter (nothing matches in a shell built before it). */
export function rewritePrepaint(rewriter: HTMLRewriter, choices: PrepaintChoices): HTMLRewriter {
  return rewriter
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.homeHero}"]`, showOrRemove(choices.homeHero))
    .on(`[${PREPAINT_ATTRIBUTE}="${PREPAINT_PARTS.account}"]`, showOrRemove(choices.signIn));
}
