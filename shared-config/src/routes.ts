import { ALERT_PATHS } from './alerts/constants';
import { BLOG_PATH_PREFIX, BLOG_RSS_PATH, BLOG_SLUG_PATTERN } from './blog';

/**
 * The route table: the requirements' 13 routes plus job pages, blog posts and the blog's feed, and the job-alert pages. The shell routes by it,
 * the gateway answers 404 for paths outside it, and menus take labels from it.
 */
import { JOB_SLUG_MAX_LENGTH } from './limits';
import { COMPANY_SLUG_PATTERN } from './search/constants';

export type RouteId =
  | 'home'
  | 'about'
  | 'blog'
  | 'feedback'
  | 'postJob'
  | 'fundingOpportunities'
  | 'cryptoEvents'
  | 'jobMarketInsights'
  | 'rss'
  | 'terms'
  | 'privacy'
  | 'signIn'
  | 'signUp'
  | 'job'
  | 'accountJobs'
  | 'blogPost'
  | 'blogRss'
  | 'cryptoEventsFeed'
  | 'moderation'
  | 'accountAlerts'
  | 'alertConfirm'
  | 'alertUnsubscribe'
  | 'companies'
  | 'company'
  | 'developers'
  | 'accountApiKeys';

export interface RouteDef {
  id: RouteId;
  path: string;
  label: string;
  /** Served by the gateway itself rather than the shell (feeds). */
  servedByGateway?: boolean;
  /** Never indexed and never in the sitemap (a signed-in person's own pages, the moderators' area, links from mails): the gateway sends `X-Robots-Tag: noindex, nofollow`. */
  private?: boolean;
}

/**
 * Pages of a signed-in person and of moderators, linked from the account menu. Each page is
 * added to ROUTES by the feature that builds it; the menu links here by path.
 */
export const ACCOUNT_PATHS = {
  jobs: '/account/jobs',
  alerts: '/account/alerts',
  apiKeys: '/account/api-keys',
  moderation: '/admin/moderation',
} as const satisfies Record<string, string>;

export const ROUTES: readonly RouteDef[] = [
  {
    id: 'home',
    path: '/',
    label: 'Home',
  },
  {
    id: 'about',
    path: '/about',
    label: 'About',
  },
  { id: 'blog', path: '/blog', label: 'Blog' },
  {
    id: 'feedback',
    path: '/post-testimonials',
    label: 'Feedback',
  },
  {
    id: 'postJob',
    path: '/post-job',
    label: 'Post a job',
  },
  {
    id: 'fundingOpportunities',
    path: '/resources/crypto-vcs-and-accelerators',
    label: 'Funding Opportunities',
  },
  {
    id: 'cryptoEvents',
    path: '/resources/crypto-events',
    label: 'Crypto Events',
  },
  {
    id: 'jobMarketInsights',
    path: '/resources/job-market-analytics',
    label: 'Job Market Insights',
  },
  { id: 'rss', path: '/rss.xml', label: 'RSS XML Feed', servedByGateway: true },
  {
    id: 'terms',
    path: '/terms',
    label: 'Terms of Service',
  },
  { id: 'privacy', path: '/privacy', label: 'Privacy Policy' },
  { id: 'signIn', path: '/sign-in', label: 'Sign-in' },
  { id: 'signUp', path: '/sign-up', label: 'Sign-up' },
  { id: 'job', path: '/jobs/:slug', label: 'Job' },
  {
    id: 'cryptoEventsFeed',
    path: '/resources/crypto-events.ics',
    label: 'Crypto Events calendar (iCal)',
    servedByGateway: true,
  },
  {
    id: 'moderation',
    path: ACCOUNT_PATHS.moderation,
    label: 'Moderation',
    private: true,
  },
  { id: 'accountJobs', path: ACCOUNT_PATHS.jobs, label: 'My jobs', private: true },
  {
    id: 'blogPost',
    path: '/blog/:slug',
    label: 'Blog post',
  },
  {
    id: 'blogRss',
    path: BLOG_RSS_PATH,
    label: 'Blog RSS feed',
    servedByGateway: true,
  },
  {
    id: 'accountAlerts',
    path: ACCOUNT_PATHS.alerts,
    label: 'Job alerts',
    private: true,
  },
  {
    id: 'alertConfirm',
    path: ALERT_PATHS.confirm,
    label: 'Confirm your job alert',
    private: true,
  },
  {
    id: 'alertUnsubscribe',
    path: ALERT_PATHS.unsubscribe,
    label: 'Unsubscribe from a job alert',
    private: true,
  },
  {
    id: 'companies',
    path: '/companies',
    label: 'Companies',
  },
  {
    id: 'company',
    path: '/companies/:slug',
    label: 'Company',
  },
  {
    id: 'developers',
    path: '/developers',
    label: 'Developers',
  },
  {
    id: 'accountApiKeys',
    path: ACCOUNT_PATHS.apiKeys,
    label: 'API keys',
    private: true,
  },
] as const;

const byId = new Map(ROUTES.map((r) => [r.id, r]));

export function route(id: RouteId): RouteDef {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown route id: ${id}`);
  return found;
}

export const JOB_PATH_PREFIX = '/jobs/';
/** Slugs are lowercase words joined by hyphens; anything else is not a job path. */
export const JOB_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the api accepts as a slug, so a job path the api would refuse is not a job path. */
export function isJobSlug(slug: string): boolean {
  return slug.length <= JOB_SLUG_MAX_LENGTH && JOB_SLUG_PATTERN.test(slug);
}

export function jobPath(slug: string): string {
  return `${JOB_PATH_PREFIX}${encodeURIComponent(slug)}`;
}

export type RouteMatch = { route: RouteDef; params: { slug?: string } };

/**
 * The sign-in and sign-up paths may be overridden by environment settings (docs/product-requirements.md#routes):
 * `PublicSettings.signInPath` / `signUpPath`. A same-site path moves the route; a full
 * URL (the provider's own hosted page) leaves the default path in place, unused.
 */
export interface AuthPathOverrides {
  signInPath?: string;
  signUpPath?: string;
}

function isSitePath(value: string | undefined): value is string {
  return typeof value === 'string' && /^\/(?!\/)/.test(value);
}

/** The path a route is served at, with the sign-in/sign-up overrides applied. */
export function routePath(id: RouteId, overrides: AuthPathOverrides = {}): string {
  const override = id === 'signIn' ? overrides.signInPath : id === 'signUp' ? overrides.signUpPath : undefined;
  if (!isSitePath(override)) return route(id).path;
  const path = override.split(/[?#]/, 1)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Routes with a slug after a fixed prefix, and the slugs each accepts. */
const SLUG_ROUTES: ReadonlyArray<{ id: RouteId; prefix: string; accepts: (slug: string) => boolean }> = [
  { id: 'job', prefix: JOB_PATH_PREFIX, accepts: isJobSlug },
  { id: 'blogPost', prefix: BLOG_PATH_PREFIX, accepts: (slug) => BLOG_SLUG_PATTERN.test(slug) },
  // No length here: the api's slug limit lives in the companies subpath (not first-load code); it answers null beyond it.
  { id: 'company', prefix: '/companies/', accepts: (slug) => COMPANY_SLUG_PATTERN.test(slug) },
];
const SLUG_ROUTE_IDS = new Set(SLUG_ROUTES.map((r) => r.id));

/**
 * Matches a pathname (trailing slash ignored) against the route table. Fixed paths win
 * over slugs (`/blog/rss.xml` is the feed, not a post).
 */
export function matchRoute(pathname: string, overrides: AuthPathOverrides = {}): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = ROUTES.find((r) => !SLUG_ROUTE_IDS.has(r.id) && routePath(r.id, overrides) === path);
  if (found) return { route: found, params: {} };
  const slugRoute = SLUG_ROUTES.find((r) => path.startsWith(r.prefix));
  if (!slugRoute) return null;
  const slug = path.slice(slugRoute.prefix.length);
  return slugRoute.accepts(slug) ? { route: route(slugRoute.id), params: { slug } } : null;
}

/** The per-event calendar file: the feed's path with `?event=<slug>` (one VEVENT, as a download). */
export function eventCalendarPath(slug: string): string {
  return `${route('cryptoEventsFeed').path}?event=${encodeURIComponent(slug)}`;
}
