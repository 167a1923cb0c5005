/** Exposed as `navigation/ShareBar` (props: ShareBarProps in shared-config). */
export { ShareBar as default } from '../share/ShareBar';
