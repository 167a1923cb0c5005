/** Where the facet counts stand: filters work in every case, only the numbers differ. */
export type CountsStatus = 'loading' | 'ready' | 'unavailable';
