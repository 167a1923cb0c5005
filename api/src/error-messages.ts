/** The api's stable user-facing error messages: clients may show them as they are. */
export const ERROR_MESSAGES = {
  jobNotFound: 'Job not found',
  postNotFound: 'Post not found',
  mediaNotFound: 'Media not found',
  invalidCursor: 'Invalid cursor',
  internal: 'Internal server error',
  routeNotFound: 'Not found',
  signInRequired: 'Please sign in to continue',
  moderatorsOnly: 'Only moderators can do this',
  tooManySubmissions: 'You have sent a lot in a short time; please try again in an hour',
  notHuman: 'We could not confirm that you are human; please try the check again',
  submissionNotFound: 'This submission no longer exists',
  alreadyModerated: 'This submission has already been moderated',
  listingExists: 'A listing with this name already exists',
  eventNotFound: 'Event not found',
} as const;
