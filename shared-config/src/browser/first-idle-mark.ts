/**
 * The performance mark the page sets at its first idle moment (`whenPageIdle`, when
 * prefetching starts): what was requested before it is the page's first load, what after,
 * prefetched for later. `npm run bench:web` measures first-load JavaScript up to this mark.
 * A module of its own, without the DOM, so the tools and Workers packages can import it.
 */
export const FIRST_IDLE_MARK = 'chainwork:first-idle';
