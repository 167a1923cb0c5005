import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { theme } from '@chainwork/shared-config/react';
import type { PublicSettings } from '@chainwork/shared-config';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';

/** Renders inside the providers the shell gives every remote: Chakra and a router. */
export function renderInShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <ChakraProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ChakraProvider>,
  );
}

export const SOCIAL = {
  email: 'mailto:hello@chainwork.example',
  microblog: 'https://x.com/chainworkjobs',
  messaging: 'https://t.me/chainworkjobs',
  chat: 'https://discord.gg/chainwork',
};

/** The settings the gateway would inject (`window.__CHAINWORK__`). */
export function injectSettings(settings: Partial<PublicSettings> = {}): void {
  window.__CHAINWORK__ = testRuntimeConfig({ settings: { social: SOCIAL, ...settings } });
}

/** happy-dom's viewport, so Chakra's breakpoints see a phone or a desktop. */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
}
