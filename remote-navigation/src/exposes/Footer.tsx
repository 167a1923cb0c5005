/** Exposed as `navigation/Footer` (props: FooterProps in shared-config). */
export { Footer as default } from '../footer/Footer';
