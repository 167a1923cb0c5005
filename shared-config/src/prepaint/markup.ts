/**
 * The static pre-paint: what the first viewport shows that is the same on every visit (the
 * top bar; on `/` the hero; on a job page the job's head, its words left to fill), as plain
 * HTML and a small critical style sheet, written into the shell's `index.html` at build
 * time. The browser paints it before any JavaScript runs; React's `createRoot` then renders
 * into `#root` and replaces it. This is not server-side rendering: nothing here depends on
 * the request; the gateway only removes what a route must not show and fills the job head's
 * empty slots with the job's words as text (see PREPAINT_PARTS, PREPAINT_SLOTS).
 *
 * The geometry and colours are those of the React components (`navigation/TopBar`, the
 * shell's `HomePage` hero, the jobs remote's `JobView` in the shell's `JobRoutePage`) under
 * the shared theme, measured in Chromium at 375 and 1280 px; the words come from the same
 * constants.
 */
import { escapeHtml } from '../html/escape';
import { NAV_BREAKPOINT, NEWSLETTER_BREAKPOINT, JOB_SEARCH_ANCHOR, SITE_NAME } from '../constants';
import { route } from '../routes';
import { JOB_ASIDE_WIDTH, JOB_COLUMN_GAP, JOB_PAGE_MAX_WIDTH, JOB_TWO_COLUMNS_MIN, JOB_VIEW_CONTAINER } from '../theme/job-layout';
import { TOP_BAR_HEIGHT } from '../theme/layout';
import { colors, FONT_STACKS, PREPAINT_FONTS } from '../theme/palette';
import { HERO_ART_SIZE, heroArtSvg } from './hero-art';
import { HOME_HERO, TOP_BAR_MENUS } from './home-hero';
import { JOB_HEAD } from './job-head-content';
import { PREPAINT_ATTRIBUTE, PREPAINT_JOB_HEAD_CLASS, PREPAINT_PARTS, PREPAINT_SLOT_ATTRIBUTE, PREPAINT_SLOTS } from './parts';

/** Text and attribute values alike are escaped (the pre-paint's words are constants, but never trusted as markup). */
const t = escapeHtml;
const part = (name: string) => `${PREPAINT_ATTRIBUTE}="${name}"`;
const slot = (name: string) => `${PREPAINT_SLOT_ATTRIBUTE}="${name}"`;

const WHITE_92 = 'rgba(255, 255, 255, 0.92)';
const WHITE_64 = 'rgba(255, 255, 255, 0.64)';
const WHITE_80 = 'rgba(255, 255, 255, 0.8)';
/** Chakra's default `teal.200` (the brand palette has no teal), the verified badge's colour. */
const TEAL_200 = '#81E6D9';
const BORDER_SUBTLE = 'rgba(255, 255, 255, 0.08)';
export { PREPAINT_FONTS };
/** What the template's script waits for (`document.fonts.load`) before it shows the hero's words. */
export const PREPAINT_FONT_LOADS = [`700 1em '${PREPAINT_FONTS.heading}'`, `400 1em '${PREPAINT_FONTS.body}'`] as const;
/** The class that script puts on `<html>` while it waits. */
export const PREPAINT_WAIT_CLASS = 'cwpp-wait';
const BODY_FONT = FONT_STACKS.body;
const HEADING_FONT = FONT_STACKS.heading;
const BRAND_GRADIENT = `linear-gradient(to right, ${colors.brand[500]}, ${colors.accent[500]})`;

/**
 * Chakra's button geometry (`sm` ghost/outline, `lg` solid/outline) as the bar and hero use it.
 * The pre-paint is a pixel taller than the window: the app's pages are longer than one, so with
 * a scrollbar that takes room (desktop Chromium, Windows) the app's centred containers sit half
 * a scrollbar to the left of a pre-paint without one, and its heading, moved, counted as a new
 * largest paint a second later.
 */
const CSS = `
.cwpp{display:flex;flex-direction:column;min-height:calc(100vh + 1px)}
.cwpp,.cwpp-bar,.cwpp-jhead{font-family:${BODY_FONT};line-height:1.5;color:${WHITE_92};-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;font-feature-settings:'kern'}
:where(.cwpp,.cwpp-bar,.cwpp-jhead) *,:where(.cwpp,.cwpp-bar,.cwpp-jhead) *::before,:where(.cwpp,.cwpp-bar,.cwpp-jhead) *::after{box-sizing:border-box;margin:0;padding:0;border:0 solid ${BORDER_SUBTLE}}
:where(.cwpp,.cwpp-bar,.cwpp-jhead) a{color:inherit;text-decoration:none}
:where(.cwpp,.cwpp-bar,.cwpp-jhead) [hidden]{display:none!important}
.cwpp-bar{position:sticky;top:0;z-index:1100}
.cwpp-bar header{height:${TOP_BAR_HEIGHT};background:${colors.ink[950]};border-bottom-width:1px}
.cwpp-box{width:100%;max-width:72rem;margin:0 auto;padding:0 1rem}
.cwpp-bar .cwpp-box{height:100%}
.cwpp-row{display:flex;align-items:center;justify-content:space-between;gap:24px;height:100%}
.cwpp-word{font-family:${HEADING_FONT};font-weight:800;font-size:1.25rem;letter-spacing:-0.03em;line-height:1;background-image:linear-gradient(to right, ${colors.brand[300]}, ${colors.accent[400]});-webkit-background-clip:text;background-clip:text;color:transparent}
.cwpp-home{display:block}
.cwpp-nav,.cwpp-mob{display:flex;align-items:center}
.cwpp-nav{gap:4px;display:none}
.cwpp-mob{gap:8px}
.cwpp-btn{display:inline-flex;align-items:center;justify-content:center;height:32px;padding:0 12px;font-size:14px;font-weight:600;line-height:1.2;border-radius:6px;white-space:nowrap;vertical-align:middle;color:${WHITE_92}}
.cwpp-btn svg{width:14px;height:14px;margin-left:8px}
.cwpp-outline{border:1px solid rgba(255, 255, 255, 0.24)}
.cwpp-post{margin-left:12px;padding:0 20px;border-radius:9999px;font-weight:700;color:#fff;background-image:${BRAND_GRADIENT};box-shadow:0 0 24px rgba(226, 53, 151, 0.25)}
.cwpp-acct{padding-left:12px}
.cwpp-menu{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:6px;color:${colors.brand[200]}}
.cwpp-menu svg{width:20px;height:20px}
.cwpp-hero{position:relative;overflow:hidden;border-bottom-width:1px}
.cwpp-glow{position:absolute;inset:0;pointer-events:none;background:radial-gradient(600px 300px at 15% 0%, rgba(124, 58, 237, 0.35), transparent 70%),radial-gradient(500px 260px at 90% 20%, rgba(226, 53, 151, 0.22), transparent 70%)}
.cwpp-hero .cwpp-box{position:relative;padding-top:3.5rem;padding-bottom:3.5rem}
.cwpp-art{display:none;position:absolute;right:-24px;top:50%;transform:translateY(-50%)}
.cwpp-art>div{position:relative;width:${HERO_ART_SIZE.width}px;height:${HERO_ART_SIZE.height}px;animation:cwpp-float 7s ease-in-out infinite}
@keyframes cwpp-float{0%,100%{transform:translateY(0)}50%{transform:translateY(-10px)}}
@media (prefers-reduced-motion:reduce){.cwpp-art>div{animation:none}}
@media (min-width:80em){.cwpp-art{display:block}}
.${PREPAINT_WAIT_CLASS} :is(.cwpp-row,.cwpp-hero .cwpp-box,.cwpp-jhead){visibility:hidden}
.cwpp-stack{position:relative;display:flex;flex-direction:column;gap:1.5rem;max-width:48rem}
.cwpp-badge{align-self:flex-start;display:inline-block;padding:4px 12px;border-radius:9999px;font-size:14px;font-weight:700;white-space:nowrap;vertical-align:middle;color:${colors.accent[200]};background:rgba(255, 161, 216, 0.16)}
.cwpp-h1{font-family:${HEADING_FONT};font-weight:700;font-size:2.25rem;line-height:1.05;letter-spacing:-0.035em}
.cwpp-hl{background-image:linear-gradient(to right, ${colors.brand[300]}, ${colors.accent[300]});-webkit-background-clip:text;background-clip:text;color:transparent}
.cwpp-lead{font-size:1.125rem;max-width:42rem;color:${WHITE_64}}
.cwpp-ctas{display:flex;flex-wrap:wrap;align-items:center;gap:16px}
.cwpp-lg{display:inline-flex;align-items:center;justify-content:center;height:48px;padding:0 24px;font-size:18px;font-weight:600;line-height:1.2;border-radius:6px;white-space:nowrap;color:#fff}
.cwpp-browse{padding:0 32px;background-image:${BRAND_GRADIENT}}
.cwpp-ghost{border:1px solid #fff}
.cwpp-promises{list-style:none;display:flex;flex-direction:column;gap:8px;font-size:14px;color:${WHITE_64}}
.cwpp-promises li{display:flex;align-items:center;gap:8px}
.cwpp-promises svg{width:16px;height:16px;flex-shrink:0;color:${colors.accent[300]}}
.cwpp-jbox{width:100%;max-width:${JOB_PAGE_MAX_WIDTH};margin:0 auto;padding:2.5rem 1rem}
.cwpp-jhead{display:flex;flex-direction:column;gap:1.5rem;container:${JOB_VIEW_CONTAINER}/inline-size}
.cwpp-jgrid{display:none}
@container ${JOB_VIEW_CONTAINER} (min-width:${JOB_TWO_COLUMNS_MIN}){.cwpp-jgrid{display:grid;grid-template-columns:minmax(0,1fr) ${JOB_ASIDE_WIDTH};column-gap:${JOB_COLUMN_GAP};align-items:start}}
.cwpp-desc{min-width:0;font-size:1.125rem;line-height:1.625;color:${WHITE_92}}
.cwpp-desc :is(h2,h3,h4,h5,h6){font-family:${HEADING_FONT};font-weight:700;line-height:1.2}
.cwpp-desc h2{font-size:1.25rem;margin:2rem 0 0.75rem}
.cwpp-desc :is(h3,h4){font-size:1rem;margin:1.5rem 0 0.5rem}
.cwpp-desc :is(h5,h6){font-size:0.875rem;margin:1rem 0 0.5rem}
.cwpp-desc p{margin-bottom:1rem}
.cwpp-desc :is(ul,ol){margin:0 0 1rem 1em;padding-left:0.25rem}
.cwpp-desc ul{list-style-type:disc}
.cwpp-desc ol{list-style-type:decimal}
.cwpp-desc li+li{margin-top:0.5rem}
.cwpp-desc a{color:${colors.accent[200]};text-decoration:underline}
.cwpp-desc strong{font-weight:bolder}
.cwpp-desc>:first-child{margin-top:0}
.cwpp-back{align-self:flex-start;font-size:0.875rem;color:${WHITE_64}}
.cwpp-jrow{display:flex;align-items:center;gap:1rem}
.cwpp-av{position:relative;display:inline-flex;flex-shrink:0;align-items:center;justify-content:center;width:4rem;height:4rem;border-radius:0.75rem;background-image:linear-gradient(to bottom right, ${colors.brand[500]}, ${colors.accent[500]});color:#fff;font-size:1.6rem;font-weight:700;text-align:center;text-transform:uppercase;vertical-align:top}
.cwpp-av>span{line-height:1}
.cwpp-jtext{display:flex;flex-direction:column;gap:0.25rem;min-width:0}
.cwpp-jh1{font-family:${HEADING_FONT};font-weight:700;font-size:1.5rem;line-height:1.15;letter-spacing:-0.02em}
.cwpp-jco{font-size:1.125rem;color:${WHITE_80}}
.cwpp-jco>span:first-child{font-weight:600;color:#fff}
.cwpp-ver{margin-left:0.5rem;vertical-align:middle}
.cwpp-ver>span{display:inline-flex;align-items:center;gap:0.25rem;padding:0.125rem 0.5rem;border-radius:9999px;font-size:0.875rem;font-weight:700;color:${TEAL_200};background:rgba(129, 230, 217, 0.1)}
.cwpp-ver svg{display:inline-block;flex-shrink:0;width:1rem;height:1rem;line-height:1em;vertical-align:middle}
@media (min-width:${NEWSLETTER_BREAKPOINT}){
.cwpp-word{font-size:1.5rem}
.cwpp-hero .cwpp-box{padding-top:6rem;padding-bottom:6rem}
.cwpp-stack{gap:2rem}
.cwpp-h1{font-size:3.75rem}
.cwpp-lead{font-size:1.25rem}
.cwpp-promises{flex-direction:row;gap:24px}
.cwpp-jbox{padding-top:4rem;padding-bottom:4rem}
.cwpp-jhead{gap:2rem}
.cwpp-jrow{gap:1.25rem}
.cwpp-jh1{font-size:2.25rem}
}
@media (min-width:${NAV_BREAKPOINT}){.cwpp-nav{display:flex}.cwpp-mob{display:none}}
`;

/** The critical style sheet, for a `<style>` in the template's head. */
export function prepaintCss(): string {
  return CSS.trim().replace(/\n/g, '');
}

const CHEVRON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><polyline points="6 9 12 15 18 9"></polyline></svg>';
const MENU_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><line x1="3" y1="12" x2="21" y2="12"></line><line x1="3" y1="6" x2="21" y2="6"></line><line x1="3" y1="18" x2="21" y2="18"></line></svg>';
const SHIELD =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 3 4.5 6v6c0 4.5 3.2 7.8 7.5 9 4.3-1.2 7.5-4.5 7.5-9V6L12 3Z"></path><path d="m8.8 12 2.2 2.2 4.2-4.4"></path></svg>';
const TICK =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" d="M20 6 9 17l-5-5"></path></svg>';

const barLink = (text: string) => `<span class="cwpp-btn">${t(text)}</span>`;
const barMenu = (text: string) => `<span class="cwpp-btn">${t(text)}${CHEVRON}</span>`;

/**
 * The top bar as anonymous visitors first see it. Only the wordmark is a link: the rest is
 * a picture of the bar (`inert`, hidden from assistive tech) until the app, which makes
 * each entry work, replaces it a moment later.
 */
export function prepaintTopBar(): string {
  const home = route('home').path;
  // The desktop bar's Sign in is outlined, the phone's is not (AccountMenu's `compact`).
  const account = (cls: string, button: string) =>
    `<span class="${cls}" ${part(PREPAINT_PARTS.account)} hidden><span class="${button}">${t('Sign in')}</span></span>`;
  return (
    `<div class="cwpp-bar" ${part(PREPAINT_PARTS.topBar)}><header><div class="cwpp-box"><div class="cwpp-row">` +
    `<a class="cwpp-home" href="${t(home)}" aria-label="${t(`${SITE_NAME} home`)}"><span class="cwpp-word">${t(SITE_NAME)}</span></a>` +
    `<div class="cwpp-nav" aria-hidden="true" inert>` +
    barLink(route('about').label) +
    barLink(route('blog').label) +
    barMenu(TOP_BAR_MENUS.resources) +
    barMenu(TOP_BAR_MENUS.connect) +
    barMenu(TOP_BAR_MENUS.aiResources) +
    barLink(route('feedback').label) +
    barLink(TOP_BAR_MENUS.talent) +
    `<span class="cwpp-btn cwpp-post">${t(route('postJob').label)}</span>` +
    account('cwpp-acct', 'cwpp-btn cwpp-outline') +
    `</div>` +
    `<div class="cwpp-mob" aria-hidden="true" inert>${account('cwpp-acct-m', 'cwpp-btn')}<span class="cwpp-menu">${MENU_ICON}</span></div>` +
    `</div></div></header></div>`
  );
}

/** The home page's hero: the page's heading and first words, in the theme's look. */
export function prepaintHomeHero(): string {
  const { badge, heading, lead, browse, post, promises } = HOME_HERO;
  return (
    `<div class="cwpp-hero" ${part(PREPAINT_PARTS.homeHero)} hidden><div class="cwpp-glow"></div><div class="cwpp-box">` +
    `<div class="cwpp-art" aria-hidden="true"><div>${heroArtSvg()}</div></div><div class="cwpp-stack">` +
    `<span class="cwpp-badge">${t(badge)}</span>` +
    `<h1 class="cwpp-h1">${t(heading.before)} <span class="cwpp-hl">${t(heading.highlight)}</span> ${t(heading.after)}</h1>` +
    `<p class="cwpp-lead">${t(lead)}</p>` +
    `<div class="cwpp-ctas"><a class="cwpp-lg cwpp-browse" href="#${t(JOB_SEARCH_ANCHOR)}">${t(browse)}</a>` +
    `<a class="cwpp-lg cwpp-ghost" href="${t(route('postJob').path)}">${t(post)}</a></div>` +
    `<ul class="cwpp-promises">${promises.map((promise) => `<li>${TICK}<span>${t(promise)}</span></li>`).join('')}</ul>` +
    `</div></div></div>`
  );
}

/**
 * The top of a job page as the jobs remote's `JobView` draws it inside the shell's
 * `JobRoutePage` (container, back link, company avatar, title, company line), with empty
 * slots the gateway fills with this job's words as text. The avatar shows the company's
 * initials on the brand gradient, which is what `CompanyAvatar` draws until a logo has
 * loaded (and for good without one), so the pre-paint never fetches a picture; it is a
 * picture itself, hidden from assistive tech, the company's name being next to it. The
 * title is the page's real heading. Where the job view has two columns, the description's
 * first blocks follow in the first column (the second, the facts and the Apply button, is
 * left to the app: its words are small, the description's are the largest on the page).
 * Its content (PREPAINT_JOB_HEAD_CLASS) is what the shell keeps for the job page's
 * placeholder, inside the container React draws itself.
 */
export function prepaintJobHead(): string {
  return (
    `<div ${part(PREPAINT_PARTS.jobHead)} hidden><div class="cwpp-jbox"><div class="${PREPAINT_JOB_HEAD_CLASS}">` +
    `<a class="cwpp-back" href="${t(`${route('home').path}#${JOB_SEARCH_ANCHOR}`)}">${t(JOB_HEAD.back)}</a>` +
    `<div class="cwpp-jrow"><span class="cwpp-av" aria-hidden="true"><span ${slot(PREPAINT_SLOTS.jobInitials)}></span></span>` +
    `<div class="cwpp-jtext"><h1 class="cwpp-jh1" ${slot(PREPAINT_SLOTS.jobTitle)}></h1>` +
    `<p class="cwpp-jco"><span ${slot(PREPAINT_SLOTS.jobCompany)}></span>` +
    `<span class="cwpp-ver" ${part(PREPAINT_PARTS.jobVerified)} hidden><span>${SHIELD}<span>${t(JOB_HEAD.verified)}</span></span></span></p>` +
    `</div></div>` +
    `<div class="cwpp-jgrid" ${part(PREPAINT_PARTS.jobDescription)} hidden><div class="cwpp-desc" ${slot(PREPAINT_SLOTS.jobDescription)}></div></div>` +
    `</div></div></div>`
  );
}

/** Everything `#root` holds until React's first render replaces it. */
export function prepaintMarkup(): string {
  return `<div class="cwpp">${prepaintTopBar()}<div>${prepaintHomeHero()}${prepaintJobHead()}</div></div>`;
}
