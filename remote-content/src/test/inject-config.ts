import type { PublicSettings, RuntimeConfig } from '@chainwork/shared-config';
import { testRuntimeConfig } from '@chainwork/shared-config/testing';

/** Puts a gateway-like `window.__CHAINWORK__` in place (publicSettings() reads it on every call). */
export function injectConfig(overrides: Partial<Omit<RuntimeConfig, 'settings'>> & { settings?: Partial<PublicSettings> } = {}): void {
  window.__CHAINWORK__ = testRuntimeConfig(overrides);
}

export function removeConfig(): void {
  delete window.__CHAINWORK__;
}
