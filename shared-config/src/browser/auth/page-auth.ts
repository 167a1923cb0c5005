import { AFTER_SIGN_OUT_PATH } from '../../constants';
import { readRuntimeConfig, type PublicSettings } from '../../runtime-config';
import { pageSlot } from '../page-slot';
import { createClerkAuth } from './clerk';
import { createLocalAuth } from './local';
import { anonymousAuth, type AuthProvider } from './provider';

const pageAuthSlot = pageSlot<AuthProvider>('auth-provider');

function fullPageGoTo(path: string): void {
  globalThis.location?.assign(path);
}

/** A same-site path as an absolute URL for the provider (it redirects across origins). */
function absolute(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/**
 * The page's auth provider, from the settings: with AUTH_PROVIDER=clerk, the hosted
 * provider's adapter when a publishable key is set (its script loads only then), anonymous
 * otherwise; with the local provider, the session the gateway put in the page. Signing out
 * of the local provider is a full page load, so the next document is served signed out.
 */
export function initAuth(settings: PublicSettings, goTo: (path: string) => void = fullPageGoTo): AuthProvider {
  const key = settings.authPublishableKey.trim();
  const provider =
    settings.authProvider === 'local'
      ? createLocalAuth({
          session: readRuntimeConfig()?.session ?? null,
          afterSignOutPath: AFTER_SIGN_OUT_PATH,
          goTo: fullPageGoTo,
          ...(typeof document === 'undefined' ? {} : { events: document }),
        })
      : key
        ? createClerkAuth({
            publishableKey: key,
            signInUrl: absolute(settings.siteUrl, settings.signInPath),
            signUpUrl: absolute(settings.siteUrl, settings.signUpPath),
            afterSignOutUrl: AFTER_SIGN_OUT_PATH,
            goTo,
          })
        : anonymousAuth(goTo, AFTER_SIGN_OUT_PATH);
  pageAuthSlot.set(provider);
  return provider;
}

const fallback = anonymousAuth(fullPageGoTo, AFTER_SIGN_OUT_PATH);

/** The page's provider; anonymous until (or unless) the shell set one. */
export function pageAuth(): AuthProvider {
  return pageAuthSlot.get() ?? fallback;
}

/** Puts a given provider in place (another provider's adapter, a test double). */
export function setPageAuth(provider: AuthProvider): void {
  pageAuthSlot.set(provider);
}

/** Tests only. */
export function resetAuth(): void {
  pageAuthSlot.set(undefined);
}
