import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { theme } from '@chainwork/shared-config/react';
import type { RuntimeConfig } from '@chainwork/shared-config';

export function renderInShell(ui: ReactElement) {
  return render(<ChakraProvider theme={theme}>{ui}</ChakraProvider>);
}

/** Puts the settings the gateway would inject on window (only what the form reads). */
export function injectSettings(settings: Partial<RuntimeConfig['settings']>): void {
  window.__CHAINWORK__ = {
    remotes: {},
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
      social: { email: '', microblog: '', messaging: '', chat: '' },
      ...settings,
    },
  };
}
