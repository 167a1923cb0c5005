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

export interface ExposedProps {
  'navigation/TopBar': TopBarProps;
  'navigation/Footer': FooterProps;
  'navigation/ShareBar': ShareBarProps;
  'newsletter/NewsletterInline': NewsletterInlineProps;
  'newsletter/NewsletterModal': NewsletterModalProps;
  'jobs/JobSearch': JobSearchProps;
  'jobs/JobPage': JobPageProps;
  'jobs/MarketInsights': MarketInsightsProps;
}
