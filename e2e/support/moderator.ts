/**
 * Acting as a moderator in the browser, for the moderation flow.
 *
 * TEST-ONLY and TEMPORARY: until the accounts work (issue h10) merges, nobody can sign in
 * through the UI, so this adds the identity headers the gateway will set for a verified
 * moderator to the page's own tRPC requests (Playwright request interception; nothing
 * in any product package). Once the gateway strips client-sent identity headers (h10),
 * this stops working on purpose and the spec fails at the moderator step: replace the
 * body of `actAsModerator` with the real sign-in of a moderator account then.
 */
import type { BrowserContext } from '@playwright/test';

const MODERATOR_HEADERS = {
  'x-chainwork-user-id': 'e2e-moderator',
  'x-chainwork-user-email': 'moderator@e2e.example',
  'x-chainwork-user-roles': 'employer,moderator',
};

export async function actAsModerator(context: BrowserContext): Promise<void> {
  await context.route('**/api/trpc/**', (route) => route.continue({ headers: { ...route.request().headers(), ...MODERATOR_HEADERS } }));
}
