/** Exposed as `navigation/TopBar` (props: TopBarProps in shared-config). */
export { TopBar as default } from '../top-bar/TopBar';
