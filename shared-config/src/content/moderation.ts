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

/**
 * Every queue of the Moderation area, in its order: the jobs queue first (rendered by
 * remote-jobs from the posting router; jobs are the board's business), then the content
 * queues above (`ModerationQueueId`, the content router's).
 */
export const MODERATION_AREA_QUEUES = [{ id: 'jobs', label: 'Jobs' }, ...MODERATION_QUEUES] as const;
export type ModerationAreaQueueId = (typeof MODERATION_AREA_QUEUES)[number]['id'];
