/**
 * The Moderation area's queues. Each queue is rendered by the package that owns its data
 * (content here, jobs later by remote-jobs); the area lists them in this order and links
 * each by its id: `/admin/moderation?queue=<id>`.
 */
export const MODERATION_QUEUES = [
  { id: 'listings', label: 'Suggested listings' },
  { id: 'events', label: 'Submitted events' },
  { id: 'feedback', label: 'Feedback' },
] as const;
export type ModerationQueueId = (typeof MODERATION_QUEUES)[number]['id'];

/** What a moderator decides about a submission. */
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** Where submissions stand. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
