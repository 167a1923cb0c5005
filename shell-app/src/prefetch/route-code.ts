import type { RouteId } from '@chainwork/shared-config';
import type { SlotModule } from '../remote-slot/labels';
import type { LazyPageId } from '../pages/lazy-pages';

/**
 * A piece of code a route needs before it can render. A prefetched remote module is
 * normally evaluated too, so the route renders at the click; `fetchOnly` modules are
 * fetched and left unevaluated, because evaluating them is one long task that would land
 * on whatever the visitor does next on this page.
 */
export type RouteCode = { kind: 'remote'; module: SlotModule; fetchOnly?: true } | { kind: 'page'; page: LazyPageId };

/**
 * The code each route renders beyond the start-up bundle: the remote modules in its
 * slots, or its lazy page chunk. Routes missing here render from the start-up bundle
 * (the short pages still to come), so there is nothing to prefetch for them. The top bar
 * and footer are not listed: every page already shows them.
 */
export const ROUTE_CODE: Partial<Record<RouteId, RouteCode[]>> = {
  home: [{ kind: 'remote', module: 'jobs/JobSearch' }],
  job: [
    { kind: 'remote', module: 'jobs/JobPage' },
    { kind: 'remote', module: 'navigation/ShareBar' },
  ],
  // Its charting library is 418 KB; evaluating it takes about 100 ms on a 4x-slowed phone.
  jobMarketInsights: [{ kind: 'remote', module: 'jobs/MarketInsights', fetchOnly: true }],
  about: [{ kind: 'page', page: 'about' }],
  terms: [{ kind: 'page', page: 'terms' }],
  privacy: [{ kind: 'page', page: 'privacy' }],
  fundingOpportunities: [
    { kind: 'page', page: 'fundingOpportunities' },
    { kind: 'remote', module: 'content/ContentPage' },
  ],
  cryptoEvents: [
    { kind: 'page', page: 'cryptoEvents' },
    { kind: 'remote', module: 'content/ContentPage' },
  ],
  feedback: [
    { kind: 'page', page: 'feedback' },
    { kind: 'remote', module: 'content/ContentPage' },
  ],
  accountJobs: [
    { kind: 'page', page: 'accountJobs' },
    { kind: 'remote', module: 'jobs/EmployerJobs' },
  ],
  postJob: [{ kind: 'remote', module: 'jobs/PostJob' }],
  moderation: [
    { kind: 'page', page: 'moderation' },
    { kind: 'remote', module: 'content/ContentPage' },
    { kind: 'remote', module: 'jobs/JobModeration' },
  ],
  blog: [
    { kind: 'page', page: 'blog' },
    { kind: 'remote', module: 'content/Blog' },
  ],
  blogPost: [
    { kind: 'page', page: 'blog' },
    { kind: 'remote', module: 'content/Blog' },
    { kind: 'remote', module: 'navigation/ShareBar' },
    { kind: 'remote', module: 'newsletter/NewsletterInline' },
  ],
  signIn: [{ kind: 'page', page: 'signIn' }],
  signUp: [{ kind: 'page', page: 'signUp' }],
  accountAlerts: [
    { kind: 'page', page: 'accountAlerts' },
    { kind: 'remote', module: 'jobs/Alerts' },
  ],
  alertConfirm: [
    { kind: 'page', page: 'alertConfirm' },
    { kind: 'remote', module: 'jobs/Alerts' },
  ],
  alertUnsubscribe: [
    { kind: 'page', page: 'alertUnsubscribe' },
    { kind: 'remote', module: 'jobs/Alerts' },
  ],
  companies: [
    { kind: 'page', page: 'companies' },
    { kind: 'remote', module: 'jobs/Companies' },
  ],
  company: [
    { kind: 'page', page: 'companies' },
    { kind: 'remote', module: 'jobs/Companies' },
  ],
  developers: [
    { kind: 'page', page: 'developers' },
    { kind: 'remote', module: 'content/ContentPage' },
  ],
  accountApiKeys: [
    { kind: 'page', page: 'accountApiKeys' },
    { kind: 'remote', module: 'content/ContentPage' },
  ],
};

export function routeCodeKey(code: RouteCode): string {
  return code.kind === 'remote' ? `remote:${code.module}` : `page:${code.page}`;
}
