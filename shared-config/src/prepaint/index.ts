/**
 * The static pre-paint (./markup.ts). Front-end code imports the light subpaths instead
 * (`/prepaint/content`, `/prepaint/hero-art`, `/prepaint/parts`): this index carries the
 * markup and style sheet builders, which only build tooling and the gateway need.
 */
export { HOME_HERO, TOP_BAR_MENUS } from './home-hero';
export { JOB_HEAD, avatarInitials } from './job-head-content';
export {
  APP_SCRIPTS_TEMPLATE_ID,
  APP_START_LATEST_MS,
  PREPAINT_ATTRIBUTE,
  PREPAINT_JOB_HEAD_CLASS,
  PREPAINT_PARTS,
  PREPAINT_SLOT_ATTRIBUTE,
  PREPAINT_SLOTS,
} from './parts';
export {
  PREPAINT_FONTS,
  PREPAINT_FONT_LOADS,
  PREPAINT_WAIT_CLASS,
  prepaintCss,
  prepaintHomeHero,
  prepaintJobHead,
  prepaintMarkup,
  prepaintTopBar,
} from './markup';
export { HERO_ART_SIZE, heroArtSvg } from './hero-art';
export { PREPAINT_DESCRIPTION_BUDGET, prepaintDescriptionHtml } from './job-description';
