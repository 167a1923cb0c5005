import { lazyPage } from './lazy-page';

/**
 * The shell's long-form pages, each in a named chunk (`page-about.<hash>.js`, ...): most
 * visitors come for the job list and never need them, so they stay out of the start-up
 * bundle and are prefetched when a link to them comes near.
 */
export const LAZY_PAGES = {
  about: lazyPage(() => import(/* webpackChunkName: "page-about" */ './AboutPage').then((m) => m.AboutPage)),
  terms: lazyPage(() => import(/* webpackChunkName: "page-terms" */ './TermsPage').then((m) => m.TermsPage)),
  privacy: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ './PrivacyPage').then((m) => m.PrivacyPage)),
  // Funding, events, feedback, the developers' page and the moderation area: one small chunk mounting the content remote's pages.
  fundingOpportunities: lazyPage(() =>
    import(/* webpackChunkName: "page-content" */ './content/ContentRoutePages').then((m) => m.FundingRoutePage),
  ),
  cryptoEvents: lazyPage(() => import(/* webpackChunkName: "page-content" */ './content/ContentRoutePages').then((m) => m.EventsRoutePage)),
  feedback: lazyPage(() => import(/* webpackChunkName: "page-content" */ './content/ContentRoutePages').then((m) => m.FeedbackRoutePage)),
  developers: lazyPage(() =>
    import(/* webpackChunkName: "page-content" */ './content/ContentRoutePages').then((m) => m.DevelopersRoutePage),
  ),
  moderation: lazyPage(() =>
    import(/* webpackChunkName: "page-content" */ './content/ContentRoutePages').then((m) => m.ModerationRoutePage),
  ),
  accountJobs: lazyPage(() =>
    import(/* webpackChunkName: "page-account-jobs" */ './account/AccountJobsPage').then((m) => m.AccountJobsPage),
  ),
  accountApiKeys: lazyPage(() =>
    import(/* webpackChunkName: "page-account-api-keys" */ './account/AccountApiKeysPage').then((m) => m.AccountApiKeysPage),
  ),
  // The blog and a post: one small chunk mounting the content remote's blog.
  blog: lazyPage(() => import(/* webpackChunkName: "page-blog" */ './blog/BlogRoutePage').then((m) => m.BlogRoutePage)),
  // Sign-in and sign-up: most visitors never sign in, and the local provider's flow is the
  // largest page the start-up bundle carried.
  signIn: lazyPage(() => import(/* webpackChunkName: "page-auth" */ './auth/AuthRoutePages').then((m) => m.SignInPage)),
  signUp: lazyPage(() => import(/* webpackChunkName: "page-auth" */ './auth/AuthRoutePages').then((m) => m.SignUpPage)),
  // The alert pages: one small chunk mounting the jobs remote's alert pages.
  accountAlerts: lazyPage(() => import(/* webpackChunkName: "page-alerts" */ './alerts/AlertRoutePages').then((m) => m.AlertsRoutePage)),
  alertConfirm: lazyPage(() =>
    import(/* webpackChunkName: "page-alerts" */ './alerts/AlertRoutePages').then((m) => m.AlertConfirmRoutePage),
  ),
  // The directory and a company's page: one small chunk mounting the jobs remote's modules.
  companies: lazyPage(() =>
    import(/* webpackChunkName: "page-companies" */ './companies/CompanyRoutePages').then((m) => m.CompanyRoutePage),
  ),
  alertUnsubscribe: lazyPage(() =>
    import(/* webpackChunkName: "page-alerts" */ './alerts/AlertRoutePages').then((m) => m.AlertUnsubscribeRoutePage),
  ),
} as const;

export type LazyPageId = keyof typeof LAZY_PAGES;
