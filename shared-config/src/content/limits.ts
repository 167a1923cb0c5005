/** Lengths and limits of the content forms, shared by the forms and the api. */
export const CONTENT_LIMITS = {
  nameMax: 80,
  roleMax: 80,
  companyMax: 80,
  feedbackMessageMin: 20,
  feedbackMessageMax: 1000,
  eventNameMax: 120,
  eventDescriptionMin: 20,
  eventDescriptionMax: 600,
  cityMax: 80,
  listingDescriptionMax: 240,
  listingNoteMax: 500,
  moderationNoteMax: 500,
  searchMax: 80,
  urlMax: 300,
  /** How far ahead an event may be submitted. */
  eventMaxDaysAhead: 730,
  /** How many days one event may last. */
  eventMaxDays: 31,
} as const;

/** Feedback one client may send per window (on top of the gateway's mutation limit). */
export const FEEDBACK_RATE_LIMIT = { limit: 3, windowSeconds: 3600 } as const;
/** Suggestions (listings, events) one client may send per window. */
export const SUGGESTION_RATE_LIMIT = { limit: 10, windowSeconds: 3600 } as const;

/** Ratings are whole stars from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** How many approved testimonials the home and post-a-job pages show. */
export const SOCIAL_PROOF_COUNT = 3;
