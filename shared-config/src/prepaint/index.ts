export { HOME_HERO, TOP_BAR_MENUS } from './home-hero';
export {
  PREPAINT_ATTRIBUTE,
  PREPAINT_FONTS,
  PREPAINT_FONT_LOADS,
  PREPAINT_PARTS,
  PREPAINT_WAIT_CLASS,
  escapePrepaintText,
  prepaintCss,
  prepaintHomeHero,
  prepaintMarkup,
  prepaintTopBar,
} from './markup';
export { HERO_ART_SIZE, heroArtSvg } from './hero-art';
