/** Props of every exposed module: the public face of each remote. */
import type { ReactNode } from 'react';

export interface TopBarProps {
  /** Where "Search for a job" and the logo lead; defaults to the required routes. */
  homePath?: string;
}
export interface FooterProps {
  /** The inline newsletter form, composed in by the shell (remotes never import remotes). */
  newsletter?: ReactNode;
}
export interface ShareBarProps {
  slug: string;
  title: string;
  /** What the slug names: a job page (the default) or a blog post. */
  kind?: 'job' | 'post';
}
export interface NewsletterInlineProps {
  heading?: string;
}
export interface NewsletterModalProps {
  isOpen: boolean;
  /** Called when the visitor submits (true) or chooses Not Now (false). */
  onDone: (result: { submitted: boolean }) => void;
}
export type JobSearchProps = Record<string, never>;
export interface JobPageProps {
  slug: string;
  /** The share bar, composed in by the shell from the navigation remote. */
  renderShareBar?: (args: ShareBarProps) => ReactNode;
}

/** The job market page (/resources/job-market-analytics): charts from the board's own data. */
export type MarketInsightsProps = Record<string, never>;

/** /post-job: the employer's guided form (company, job, plan, review, pay); signs the visitor in first. */
export type PostJobProps = Record<string, never>;
/** /account/jobs: the employer's jobs with their state, counts and actions. */
export type EmployerJobsProps = Record<string, never>;
/**
 * The jobs queue of the Moderation area: jobs in review, their risk signals, approve or reject;
 * `view: 'sources'`: the Sources tab instead (the import sources' health, pause, resume, remove).
 */
export interface JobModerationProps {
  view?: 'sources';
}
/**
 * /companies: the companies directory (search by name, ecosystem, hiring now); with `slug`,
 * /companies/:slug, that company's profile and open jobs, claimed and managed by someone at the company.
 */
export interface CompaniesProps {
  slug?: string;
}
/**
 * /blog: the posts, newest first, filtered and paged by the URL; with `slug`, /blog/:slug, that
 * post. The shell composes in what other packages own: the share bars (navigation), the
 * newsletter form (newsletter) and its not-found page for a post that does not exist.
 */
export interface BlogProps {
  slug?: string;
  renderShareBar?: (args: ShareBarProps) => ReactNode;
  renderNewsletter?: (args: NewsletterInlineProps) => ReactNode;
  notFound?: ReactNode;
}
/**
 * /account/alerts: the signed-in person's job alerts (frequency, pause, delete); with `view`,
 * the pages of an alert mail's links: /alerts/confirm and /alerts/unsubscribe (`?token=`).
 */
export interface AlertsProps {
  view?: 'confirm' | 'unsubscribe';
}
/**
 * The content pages, one picked by `page`: /funding-opportunities, /crypto-events, /feedback,
 * /developers (the public API's reference), the API keys of /account/api-keys, and /admin/moderation (the content queues; the jobs queue and the Sources tab are the jobs
 * remote's `jobs/JobModeration`, composed in by the shell).
 */
export type ContentPageProps =
  | { page: 'funding' | 'events' | 'feedback' | 'developers' | 'apiKeys' }
  | { page: 'moderation'; renderJobModeration: (props: JobModerationProps) => ReactNode };
/** A few approved testimonials with their average, under the home and post-a-job pages; nothing when there are none. */
export interface SocialProofProps {
  heading: string;
}
/** A company page's own props (inside `jobs/Companies`). */
export interface CompanyPageProps {
  slug: string;
}

export interface ExposedProps {
  'navigation/TopBar': TopBarProps;
  'navigation/Footer': FooterProps;
  'navigation/ShareBar': ShareBarProps;
  'newsletter/NewsletterInline': NewsletterInlineProps;
  'newsletter/NewsletterModal': NewsletterModalProps;
  'jobs/JobSearch': JobSearchProps;
  'jobs/JobPage': JobPageProps;
  'jobs/MarketInsights': MarketInsightsProps;
  'jobs/PostJob': PostJobProps;
  'jobs/EmployerJobs': EmployerJobsProps;
  'jobs/JobModeration': JobModerationProps;
  'jobs/Companies': CompaniesProps;
  'jobs/Alerts': AlertsProps;
  'content/Blog': BlogProps;
  'content/ContentPage': ContentPageProps;
  'content/SocialProof': SocialProofProps;
}
