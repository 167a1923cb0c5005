/** The attribute naming each part of the pre-paint, for the gateway and the shell. */
export const PREPAINT_ATTRIBUTE = 'data-prepaint';

/**
 * The parts the gateway decides on per request. `top-bar` is on every route. `home-hero`
 * is built `hidden` and shown by the gateway on `/` only; `account` (the Sign in button)
 * is built `hidden` and shown only to a visitor the gateway knows to be signed out. An
 * older gateway that knows none of this shows the top bar alone, which is right everywhere.
 */
export const PREPAINT_PARTS = { topBar: 'top-bar', homeHero: 'home-hero', account: 'account' } as const;
