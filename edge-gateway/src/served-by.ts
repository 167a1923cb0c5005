/** Every response names what served it (a debug header operators can grep for). */
export const SERVED_BY_HEADER = 'x-served-by';
export const SERVED_BY = 'chainwork-gateway';
/** On what the api answered and the gateway passed on. */
export const SERVED_BY_API = `${SERVED_BY} -> chainwork-api`;
