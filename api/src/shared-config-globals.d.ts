/**
 * Type-checking shim only, no runtime effect. shared-config's index also carries small
 * browser helpers (`readRuntimeConfig`, ...) that the api never calls but still
 * type-checks; they name `window`, which the Workers type library does not declare, and
 * the DOM library cannot be added beside it. Typed loosely on purpose, like the
 * gateway's copy. Drop this file once shared-config reaches the window through `globalThis`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare var window: any;
