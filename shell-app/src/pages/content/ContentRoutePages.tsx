import { useCallback } from 'react';
import type { JobModerationProps } from '@chainwork/shared-config/federation';
import { RemoteSlot } from '../../remote-slot/RemoteSlot';

/**
 * /funding-opportunities, /crypto-events, /feedback, /developers and /admin/moderation (one lazy chunk
 * for the five routes): the content remote's pages. The moderation area's jobs queue and
 * Sources tab are the jobs remote's, composed in here (remotes never import remotes).
 */
export function FundingRoutePage() {
  return <RemoteSlot module="content/ContentPage" props={{ page: 'funding' }} />;
}

export function EventsRoutePage() {
  return <RemoteSlot module="content/ContentPage" props={{ page: 'events' }} />;
}

export function FeedbackRoutePage() {
  return <RemoteSlot module="content/ContentPage" props={{ page: 'feedback' }} />;
}

export function DevelopersRoutePage() {
  return <RemoteSlot module="content/ContentPage" props={{ page: 'developers' }} />;
}

export function ModerationRoutePage() {
  const renderJobModeration = useCallback((props: JobModerationProps) => <RemoteSlot module="jobs/JobModeration" props={props} />, []);
  return <RemoteSlot module="content/ContentPage" props={{ page: 'moderation', renderJobModeration }} />;
}
