/** What loadTopBarOverlays fetches: the parts of the top bar built on Chakra's menu and drawer. */
export { AccountMenuLoaded } from '../account/AccountMenuLoaded';
export { AiResourcesMenuLoaded } from '../top-bar/AiResourcesMenuLoaded';
export { MobileNavDrawer } from '../top-bar/MobileNavDrawer';
export { NavMenuLoaded } from '../top-bar/NavMenuLoaded';
