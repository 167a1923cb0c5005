import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createRecordingTracker, initAnalytics, resetAnalytics } from '@chainwork/shared-config/browser';
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

/**
 * What every form test starts from: these settings injected, `window.open` stubbed (the
 * provider's page), a recording tracker, empty storage; undone after each test. The
 * returned stubs are replaced before each test, so read them inside the test.
 */
export function setUpFormTests(settings: Partial<PublicSettings>) {
  const form = { open: vi.fn((): Window | null => null), tracker: createRecordingTracker() };
  beforeEach(() => {
    injectSettings(settings);
    form.open = vi.fn((): Window | null => null);
    vi.stubGlobal('open', form.open);
    form.tracker = createRecordingTracker();
    initAnalytics(form.tracker);
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAnalytics();
    delete window.__CHAINWORK__;
  });
  return form;
}
