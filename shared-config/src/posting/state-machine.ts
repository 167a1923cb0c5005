/**
 * The job posting's life, as one table. Every write in the api asks `transition()`
 * first, and the dashboard asks `allowedActions()` which buttons to show, so the
 * rules live here only.
 *
 *   draft ── submit ─► awaiting_payment ── paid ─► in_review ── approve ─► live ── expire ─► expired
 *     ▲                    │ edit                    │ reject                │ close           │ close
 *     └──── edit ──────────┘                         ▼                       ▼                 ▼
 *                                      rejected(reason) ── submit ─► awaiting_payment        closed
 *
 * A live job's edit is a revision under review while the approved version stays live
 * (`revise`; the posting stays live); renewing a live or expired job is a paid order that
 * keeps the URL (`renewal_paid` -> live). Closed is final.
 */
export const POSTING_STATES = ['draft', 'awaiting_payment', 'in_review', 'live', 'rejected', 'expired', 'closed'] as const;
export type PostingState = (typeof POSTING_STATES)[number];

export const POSTING_STATE_LABELS: Record<PostingState, string> = {
  draft: 'Draft',
  awaiting_payment: 'Awaiting payment',
  in_review: 'In review',
  live: 'Live',
  rejected: 'Rejected',
  expired: 'Expired',
  closed: 'Closed',
};

export const POSTING_EVENTS = [
  /** Save a step of the form (the draft's data). */
  'edit',
  /** Ask to pay (opens a checkout). */
  'submit',
  /** The payment provider confirmed the first payment. */
  'paid',
  'approve',
  'reject',
  /** Edit a live job: a revision enters review, the live version stays. */
  'revise',
  /** Open a renewal checkout for a live (expiring) or expired job. */
  'renew',
  /** The renewal was paid: live again, same URL, bumped to the top. */
  'renewal_paid',
  'expire',
  'close',
] as const;
export type PostingEvent = (typeof POSTING_EVENTS)[number];

const TABLE: Readonly<Record<PostingState, Partial<Record<PostingEvent, PostingState>>>> = {
  draft: { edit: 'draft', submit: 'awaiting_payment' },
  // Editing an unpaid order goes back to the draft (its checkout is cancelled).
  awaiting_payment: { edit: 'draft', submit: 'awaiting_payment', paid: 'in_review' },
  in_review: { approve: 'live', reject: 'rejected' },
  rejected: { edit: 'rejected', submit: 'awaiting_payment' },
  live: { revise: 'live', renew: 'live', renewal_paid: 'live', expire: 'expired', close: 'closed' },
  expired: { renew: 'expired', renewal_paid: 'live', close: 'closed' },
  closed: {},
};

export type TransitionResult = { ok: true; to: PostingState } | { ok: false; message: string };

/** Stable words for a refused transition; the api sends them as CONFLICT. */
export function refusalMessage(from: PostingState, event: PostingEvent): string {
  if (from === 'closed') return 'This job is closed and can no longer change';
  if (event === 'paid' || event === 'renewal_paid') return 'This order is already paid';
  if (event === 'approve' || event === 'reject') return 'Only a job in review can be approved or rejected';
  if (event === 'edit' || event === 'revise') return `A job that is ${POSTING_STATE_LABELS[from].toLowerCase()} cannot be edited now`;
  return `A job that is ${POSTING_STATE_LABELS[from].toLowerCase()} cannot do that`;
}

export function transition(from: PostingState, event: PostingEvent): TransitionResult {
  const to = TABLE[from][event];
  return to ? { ok: true, to } : { ok: false, message: refusalMessage(from, event) };
}

export function canTransition(from: PostingState, event: PostingEvent): boolean {
  return TABLE[from][event] !== undefined;
}

/** What the employer may do from the dashboard in a state (the system's events left out). */
export const EMPLOYER_ACTIONS = ['edit', 'submit', 'revise', 'renew', 'close'] as const;
export type EmployerAction = (typeof EMPLOYER_ACTIONS)[number];

export function allowedActions(state: PostingState): EmployerAction[] {
  return EMPLOYER_ACTIONS.filter((action) => canTransition(state, action));
}
