/**
 * The words the static pre-paint shares with the React components that draw the same
 * things (`@chainwork/shared-config/prepaint/content`): light constants, no builders, so a
 * front end bundles only these.
 */
export { HOME_HERO, TOP_BAR_MENUS } from './home-hero';
export { JOB_HEAD, avatarInitials } from './job-head-content';
