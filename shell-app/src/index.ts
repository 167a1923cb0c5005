/**
 * Entry: register the remotes the gateway injected, THEN start the app behind an async
 * boundary, so the share scope is set up (loaded-first) before React or any remote runs.
 * Nothing shared (React, shared-config, ...) may be imported here, only type-wise; first of
 * all, the federation bundler runtime is lent to the remotes (runtime/provide-bundler-runtime.ts).
 */
import './runtime/provide-bundler-runtime';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteRegistrations } from './runtime/register-remotes';

registerRemotes(remoteRegistrations(window.__CHAINWORK__?.remotes));

// In a task of its own: requesting the bootstrap chunk resolves its shared modules and
// adds their script tags, as long again as evaluating this entry (~100 ms on a phone).
setTimeout(() => {
  import(/* webpackChunkName: "bootstrap" */ './bootstrap')
    .then((bootstrap) => bootstrap.start())
    .catch((error: unknown) => {
      // Only the shell's own chunks can fail here; say so in the page rather than leave it blank.
      console.error('[chainwork] the app failed to start:', error instanceof Error ? error.message : error);
      const root = document.getElementById('root');
      if (root) root.textContent = 'Chainwork could not start. Please check your connection and reload the page.';
    });
}, 0);
