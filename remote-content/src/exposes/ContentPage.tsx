import { lazy } from 'react';
import type { ContentPageProps } from '@chainwork/shared-config/federation';

// Each page in its own chunk (a visitor of one rarely opens the others); while one loads, the
// shell's slot shows its skeleton (the nearest Suspense boundary).
const FundingPage = lazy(() =>
  import(/* webpackChunkName: "content-funding" */ '../funding/FundingPage').then((m) => ({ default: m.FundingPage })),
);
const EventsPage = lazy(() =>
  import(/* webpackChunkName: "content-events" */ '../events/EventsPage').then((m) => ({ default: m.EventsPage })),
);
const FeedbackPage = lazy(() =>
  import(/* webpackChunkName: "content-feedback" */ '../feedback/FeedbackPage').then((m) => ({ default: m.FeedbackPage })),
);
const DevelopersPage = lazy(() =>
  import(/* webpackChunkName: "content-developers" */ '../developers/DevelopersPage').then((m) => ({ default: m.DevelopersPage })),
);
const ApiKeysPage = lazy(() =>
  import(/* webpackChunkName: "content-api-keys" */ '../api-keys/ApiKeysPage').then((m) => ({ default: m.ApiKeysPage })),
);
const ModerationPage = lazy(() =>
  import(/* webpackChunkName: "content-moderation" */ '../moderation/ModerationPage').then((m) => ({ default: m.ModerationPage })),
);

/**
 * Exposed as `content/ContentPage`: Funding Opportunities, Crypto Events, Feedback, the public
 * API's reference (/developers), a person's API keys, or the Moderation area's content queues, as `page` says (one expose, one manifest entry).
 */
export default function ContentPage(props: ContentPageProps) {
  switch (props.page) {
    case 'funding':
      return <FundingPage />;
    case 'events':
      return <EventsPage />;
    case 'feedback':
      return <FeedbackPage />;
    case 'developers':
      return <DevelopersPage />;
    case 'apiKeys':
      return <ApiKeysPage />;
    case 'moderation':
      return <ModerationPage renderJobModeration={props.renderJobModeration} />;
  }
}
