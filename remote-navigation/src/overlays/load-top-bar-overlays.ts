/**
 * The top bar's menus and mobile drawer, one chunk: they use Chakra's menu and drawer
 * (@chainwork/shared-config/chakra-overlays), which the first paint does not download.
 */
export const loadTopBarOverlays = () => import(/* webpackChunkName: "top-bar-overlays" */ './top-bar-overlays');
