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
} as const;
