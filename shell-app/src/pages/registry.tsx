import type { ComponentType } from 'react';
import { ROUTES, type RouteDef, type RouteId } from '@chainwork/shared-config';
import type { LayoutComponent } from '../layouts/types';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { FocusedLayout } from '../layouts/FocusedLayout';
import { HomePage } from './HomePage';
import { JobRoutePage } from './JobRoutePage';
import { LAZY_PAGES } from './lazy-pages';
import { MarketInsightsRoutePage } from './MarketInsightsRoutePage';
import { PostJobRoutePage } from './PostJobRoutePage';

export interface PageDefinition {
  Page: ComponentType;
  /** A page may supply its own layout (docs/product-requirements.md#routes); DefaultLayout otherwise. */
  Layout?: LayoutComponent;
}

/** Every route the shell renders. Gateway-served routes (the RSS feed) are absent on purpose. */
export const PAGES: Partial<Record<RouteId, PageDefinition>> = {
  home: { Page: HomePage },
  about: { Page: LAZY_PAGES.about },
  terms: { Page: LAZY_PAGES.terms },
  privacy: { Page: LAZY_PAGES.privacy },
  job: { Page: JobRoutePage },
  blog: { Page: LAZY_PAGES.blog },
  blogPost: { Page: LAZY_PAGES.blog },
  feedback: { Page: LAZY_PAGES.feedback },
  postJob: { Page: PostJobRoutePage },
  fundingOpportunities: { Page: LAZY_PAGES.fundingOpportunities },
  cryptoEvents: { Page: LAZY_PAGES.cryptoEvents },
  moderation: { Page: LAZY_PAGES.moderation },
  jobMarketInsights: { Page: MarketInsightsRoutePage },
  signIn: { Page: LAZY_PAGES.signIn, Layout: FocusedLayout },
  signUp: { Page: LAZY_PAGES.signUp, Layout: FocusedLayout },
  accountJobs: { Page: LAZY_PAGES.accountJobs },
  accountAlerts: { Page: LAZY_PAGES.accountAlerts },
  alertConfirm: { Page: LAZY_PAGES.alertConfirm },
  alertUnsubscribe: { Page: LAZY_PAGES.alertUnsubscribe },
  companies: { Page: LAZY_PAGES.companies },
  company: { Page: LAZY_PAGES.companies },
  developers: { Page: LAZY_PAGES.developers },
  accountApiKeys: { Page: LAZY_PAGES.accountApiKeys },
};

export interface RoutedPage {
  route: RouteDef;
  Page: ComponentType;
  Layout: LayoutComponent;
}

/** The shell's routes, grouped by layout so that pages sharing one keep it mounted between them. */
export function pagesByLayout(): Map<LayoutComponent, RoutedPage[]> {
  const groups = new Map<LayoutComponent, RoutedPage[]>();
  for (const route of ROUTES) {
    if (route.servedByGateway) continue;
    const definition = PAGES[route.id];
    if (!definition) throw new Error(`No page for route ${route.id} (${route.path})`);
    const Layout = definition.Layout ?? DefaultLayout;
    const group = groups.get(Layout) ?? [];
    group.push({ route, Page: definition.Page, Layout });
    groups.set(Layout, group);
  }
  return groups;
}
