import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { theme } from '@chainwork/shared-config/react';
import type { PublicSettings } from '@chainwork/shared-config';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';

export function renderInShell(ui: ReactElement) {
  return render(<ChakraProvider theme={theme}>{ui}</ChakraProvider>);
}

/** Puts the settings the gateway would inject on window (only what the form reads). */
export function injectSettings(settings: Partial<PublicSettings>): void {
  window.__CHAINWORK__ = testRuntimeConfig({ settings });
}
