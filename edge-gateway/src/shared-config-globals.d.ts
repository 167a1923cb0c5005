/**
 * Type-checking shim only. shared-config's `readRuntimeConfig` (browser code the gateway
 * never calls) names `window`, which the Workers type library does not declare; this lets
 * the gateway type-check that module without pulling in the DOM library. No runtime effect.
 */
declare var window: Window | undefined;
