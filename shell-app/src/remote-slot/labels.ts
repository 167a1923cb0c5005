import type { ExposedProps } from '@chainwork/shared-config/federation';

export type SlotModule = keyof ExposedProps;

/** What the visitor is told is missing when a remote cannot be shown. */
export const SLOT_LABELS = {
  'navigation/TopBar': 'Navigation',
  'navigation/Footer': 'Footer',
  'navigation/ShareBar': 'Share options',
  'newsletter/NewsletterInline': 'Newsletter',
  'newsletter/NewsletterModal': 'Newsletter',
  'jobs/JobSearch': 'Job search',
  'jobs/JobPage': 'Job page',
  'jobs/MarketInsights': 'Job market insights',
  'jobs/PostJob': 'The job posting form',
  'jobs/EmployerJobs': 'Your jobs',
  'jobs/JobModeration': 'The job moderation queue',
  'jobs/Companies': 'The companies directory',
  'jobs/Alerts': 'Your job alerts',
  'content/Blog': 'The blog',
  'content/ContentPage': 'This page',
  'content/SocialProof': 'What people say about Chainwork',
} as const satisfies Record<SlotModule, string>;

export function unavailableMessage(module: SlotModule): string {
  return `${SLOT_LABELS[module]} is temporarily unavailable.`;
}
