import type { RuntimeConfig } from '@chainwork/shared-config';
import { clearShellConfigCache } from '../runtime/runtime-config';

/** Puts a gateway-like `window.__CHAINWORK__` in place and makes the shell read it afresh. */
export function injectConfig(overrides: Partial<RuntimeConfig> = {}): void {
  window.__CHAINWORK__ = {
    remotes: { navigation: '/_mf/remote-navigation/v1/mf-manifest.json' },
    versions: {},
    status: 200,
    settings: {
      siteUrl: 'https://chainwork.example',
      signInPath: '/sign-in',
      signUpPath: '/sign-up',
      newsletterSubscribeUrl: '',
      analyticsToken: '',
      webAnalyticsId: '',
      authPublishableKey: '',
      social: { email: 'mailto:hello@chainwork.example', microblog: '', messaging: '', chat: '' },
    },
    ...overrides,
  };
  clearShellConfigCache();
}

export function removeConfig(): void {
  delete window.__CHAINWORK__;
  clearShellConfigCache();
}
