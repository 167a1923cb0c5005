import { useSyncExternalStore } from 'react';
import { pageAuth } from '../browser/auth/page-auth';
import type { AuthState } from '../browser/auth/provider';

/** The signed-in user (if any) and sign-out, from the page's auth provider (docs/product-requirements.md#authentication). */
export function useAuth(): AuthState & { signOut: () => Promise<void>; signOutEverywhere?: () => Promise<void> } {
  const provider = pageAuth();
  const state = useSyncExternalStore(provider.subscribe, provider.getState, provider.getState);
  return { ...state, signOut: provider.signOut, signOutEverywhere: provider.signOutEverywhere };
}
