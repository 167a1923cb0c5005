import type { Provider } from '../types';
import { ashby } from './ashby';
import { greenhouse } from './greenhouse';
import { jsonLd } from './json-ld';
import { lever } from './lever';
import type { ProviderAdapter } from './provider';

/** Every provider's adapter, by provider. */
export const ADAPTERS: Record<Provider, ProviderAdapter> = { greenhouse, lever, ashby, jsonld: jsonLd };
