import { JOB_SEARCH_ANCHOR, route, type PublicSettings, type RouteId } from '@chainwork/shared-config';

/** A navigation menu item (docs/product-requirements.md#menu-items: text, href). `external` links leave the single-page app. */
export interface NavItem {
  text: string;
  href: string;
  external?: boolean;
}

const internal = (id: RouteId): NavItem => ({ text: route(id).label, href: route(id).path });

export const searchItem: NavItem = { text: 'Search for a job', href: `${route('home').path}#${JOB_SEARCH_ANCHOR}` };
export const aboutItem = internal('about');
export const blogItem = internal('blog');
export const feedbackItem = internal('feedback');
export const postJobItem = internal('postJob');
export const termsItem = internal('terms');
export const privacyItem = internal('privacy');
export const companiesItem = internal('companies');
export const developersItem = internal('developers');

/** The Resources menu holds the three resource routes (docs/product-requirements.md#top-bar). */
export const resourceItems: NavItem[] = [internal('fundingOpportunities'), internal('cryptoEvents'), internal('jobMarketInsights')];

/** The feed is served by the gateway, not the app: a full-page link. */
export const rssItem: NavItem = { text: route('rss').label, href: route('rss').path, external: true };

export type SocialKind = 'email' | 'microblog' | 'messaging' | 'chat';
export interface SocialItem extends NavItem {
  kind: SocialKind;
}

const SOCIAL_TEXT: Record<SocialKind, string> = {
  email: 'Email',
  microblog: 'X (Twitter)',
  messaging: 'Telegram',
  chat: 'Discord',
};

/** The Connect menu: e-mail, microblog, messaging channel, chat community; only those configured. */
export function connectItems(
  social: PublicSettings['social'],
  kinds: SocialKind[] = ['email', 'microblog', 'messaging', 'chat'],
): SocialItem[] {
  return kinds.filter((kind) => social[kind] !== '').map((kind) => ({ kind, text: SOCIAL_TEXT[kind], href: social[kind], external: true }));
}

/** AI tools announced in the AI Resources menu; each is Coming Soon and links nowhere (docs/product-requirements.md#top-bar). */
export const AI_RESOURCES = ['AI Interview Practice', 'AI CV Check', 'AI CV Builder'] as const;
export const COMING_SOON = 'Coming Soon';
