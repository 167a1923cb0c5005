/**
 * The job search's filters drawer and alert dialog, one chunk: they use Chakra's drawer and
 * modal (@chainwork/shared-config/chakra-overlays), which the first paint does not download.
 */
export const loadSearchOverlays = () => import(/* webpackChunkName: "search-overlays" */ './search-overlays');
