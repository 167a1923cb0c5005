/**
 * How a visitor is routed to versions of the front-end packages (the gateway decides,
 * operators and tests steer it). Names of the cookies and headers involved, once.
 */

/** Sticky bucket: a random whole number in [0, VERSION_BUCKET_COUNT), kept in a cookie. */
export const VERSION_BUCKET_COOKIE = 'cw_bucket';
export const VERSION_BUCKET_COUNT = 10_000;

/**
 * Override that pins versions for testing, even ones at 0%: `<package>@<version>`,
 * several joined by `+` (or `,` in the header), e.g. `remote-jobs@3f2a1b0c9d8e`.
 */
export const VERSION_PIN_COOKIE = 'cw_pin';
export const VERSION_PIN_HEADER = 'x-chainwork-pin';

/** Response header naming the version of each package served: `shell-app=<v>;remote-jobs=<v>`. */
export const VERSIONS_HEADER = 'x-chainwork-versions';
/** Response header saying why each version was chosen: `remote-jobs=pinned;shell-app=weighted`. */
export const ROUTING_HEADER = 'x-chainwork-routing';
