import { router } from '../trpc';
import { directoryRouter } from './content/directory';
import { eventsRouter } from './content/events';
import { feedbackRouter } from './content/feedback';
import { moderationRouter } from './content/moderation';

/** The content pages' api: Funding Opportunities, Crypto Events, Feedback and their moderation. */
export const contentRouter = router({
  directory: directoryRouter,
  events: eventsRouter,
  feedback: feedbackRouter,
  moderation: moderationRouter,
});
