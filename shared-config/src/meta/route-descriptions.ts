import type { RouteId } from '@chainwork/shared-config';

/**
 * Each route's default meta description: what the gateway writes into a document and the shell
 * on a client navigation. Kept out of the route table, which every first page loads with the
 * root entry, since only metadata (this subpath, loaded on demand) and a few pages read them.
 */
export const ROUTE_DESCRIPTIONS: Readonly<Record<RouteId, string>> = {
  home: 'Search remote crypto and blockchain jobs: engineering, product, design, marketing and more, from teams building web3.',
  about: 'Chainwork is a job board for crypto and blockchain roles, for people who want to work on open networks.',
  blog: 'Articles on careers in crypto and blockchain from the Chainwork team.',
  feedback: 'Tell us how Chainwork helped your job search or your hiring.',
  postJob: 'Post a crypto or blockchain job on Chainwork and reach people who want to build web3.',
  fundingOpportunities: 'Crypto venture capital firms and accelerators for founders building in web3.',
  cryptoEvents: 'Conferences, hackathons and meetups for people working in crypto.',
  jobMarketInsights: 'The crypto job market in numbers: jobs per week, top skills, salaries and remote share.',
  rss: 'The latest crypto jobs as an RSS feed.',
  terms: 'The terms under which Chainwork is offered to job seekers and employers.',
  privacy: 'What Chainwork collects, why, and how long it keeps it.',
  signIn: 'Sign in to Chainwork.',
  signUp: 'Create a Chainwork account.',
  job: 'A crypto job on Chainwork.',
  cryptoEventsFeed: 'Every upcoming crypto event as an iCalendar feed to subscribe to.',
  moderation: 'Review what visitors send before it is published.',
  accountJobs: 'The jobs you posted on Chainwork.',
  blogPost: 'An article on careers in crypto and blockchain from the Chainwork team.',
  blogRss: 'New articles from the Chainwork blog as an RSS feed.',
  accountAlerts: 'Your saved searches and how often their new jobs are mailed to you.',
  alertConfirm: 'Confirm a Chainwork job alert.',
  alertUnsubscribe: 'Stop a Chainwork job alert.',
  companies: 'Crypto and web3 companies hiring now: their open roles, what they build, and where they hire.',
  company: 'A crypto company on Chainwork: its open roles and what it builds.',
  developers: 'The Chainwork jobs API: search crypto jobs, companies and tags as JSON, with curl examples and API keys.',
  accountApiKeys: 'Your keys for the Chainwork jobs API.',
};

export function routeDescription(id: RouteId): string {
  return ROUTE_DESCRIPTIONS[id];
}
