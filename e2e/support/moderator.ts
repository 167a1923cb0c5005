/**
 * The run's moderator (MODERATOR_EMAILS of the e2e site), signed in once and reused: the api
 * allows a handful of sign-in mails per address in a quarter of an hour, and every spec that
 * needs a moderator's decision would otherwise spend one (and a minute of the run) on it.
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { E2E_MODERATOR_EMAIL } from './env';
import { signInWithCode } from './sign-in';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let session: Promise<StorageState> | undefined;

async function signInOnce(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await signInWithCode(await context.newPage(), E2E_MODERATOR_EMAIL);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A fresh browser context of the moderator's, already signed in (the session cookie of the first sign-in). */
export async function moderatorContext(browser: Browser): Promise<BrowserContext> {
  session ??= signInOnce(browser).catch((error: unknown) => {
    session = undefined; // the next caller tries again instead of inheriting the failure
    throw error;
  });
  return browser.newContext({ storageState: await session });
}
