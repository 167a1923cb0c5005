/**
 * Stands in for `@module-federation/enhanced/runtime` in the benchmark's monolithic build:
 * the same shell code, but each exposed module is an ordinary lazy chunk of one bundle,
 * so the baseline differs from the composed site only by Module Federation.
 */
import type { ExposedModule } from '@chainwork/shared-config/federation';

const EXPOSED: Record<ExposedModule, () => Promise<unknown>> = {
  'navigation/TopBar': () => import('../../remote-navigation/src/exposes/TopBar'),
  'navigation/Footer': () => import('../../remote-navigation/src/exposes/Footer'),
  'navigation/ShareBar': () => import('../../remote-navigation/src/exposes/ShareBar'),
  'newsletter/NewsletterInline': () => import('../../remote-newsletter/src/exposes/NewsletterInline'),
  'newsletter/NewsletterModal': () => import('../../remote-newsletter/src/exposes/NewsletterModal'),
  'jobs/JobSearch': () => import('../../remote-jobs/src/exposes/JobSearch'),
  'jobs/JobPage': () => import('../../remote-jobs/src/exposes/JobPage'),
  'jobs/MarketInsights': () => import('../../remote-jobs/src/exposes/MarketInsights'),
  'content/Blog': () => import('../../remote-content/src/exposes/Blog'),
  'content/ContentPage': () => import('../../remote-content/src/exposes/ContentPage'),
  'content/SocialProof': () => import('../../remote-content/src/exposes/SocialProof'),
};

export function registerRemotes(): void {
  // Nothing to register: every module is in the bundle.
}

export function loadRemote<T>(id: string): Promise<T | undefined> {
  const load = (EXPOSED as Record<string, (() => Promise<unknown>) | undefined>)[id];
  return load ? (load() as Promise<T>) : Promise.resolve(undefined);
}
