import { describe, expect, it } from 'vitest';
import { allowedActions, POSTING_EVENTS, POSTING_STATES, transition, type PostingEvent, type PostingState } from './state-machine';

/** Every legal move, written out independently of the table, so a changed rule fails here. */
const LEGAL: ReadonlyArray<[PostingState, PostingEvent, PostingState]> = [
  ['draft', 'edit', 'draft'],
  ['draft', 'submit', 'awaiting_payment'],
  ['awaiting_payment', 'edit', 'draft'],
  ['awaiting_payment', 'submit', 'awaiting_payment'],
  ['awaiting_payment', 'paid', 'in_review'],
  ['in_review', 'approve', 'live'],
  ['in_review', 'reject', 'rejected'],
  ['rejected', 'edit', 'rejected'],
  ['rejected', 'submit', 'awaiting_payment'],
  ['live', 'revise', 'live'],
  ['live', 'renew', 'live'],
  ['live', 'renewal_paid', 'live'],
  ['live', 'expire', 'expired'],
  ['live', 'close', 'closed'],
  ['expired', 'renew', 'expired'],
  ['expired', 'renewal_paid', 'live'],
  ['expired', 'close', 'closed'],
];

describe('posting state machine', () => {
  it.each(LEGAL)('%s --%s--> %s', (from, event, to) => {
    expect(transition(from, event)).toEqual({ ok: true, to });
  });

  const legal = new Set(LEGAL.map(([from, event]) => `${from}/${event}`));
  const illegal = POSTING_STATES.flatMap((from) =>
    POSTING_EVENTS.filter((event) => !legal.has(`${from}/${event}`)).map((event) => [from, event] as const),
  );

  it.each(illegal)('refuses %s --%s', (from, event) => {
    const result = transition(from, event);
    expect(result.ok).toBe(false);
  });

  it('names the usual refusals in stable words', () => {
    expect(transition('draft', 'approve')).toEqual({ ok: false, message: 'Only a job in review can be approved or rejected' });
    expect(transition('closed', 'edit')).toEqual({ ok: false, message: 'This job is closed and can no longer change' });
    expect(transition('in_review', 'paid')).toEqual({ ok: false, message: 'This order is already paid' });
  });

  it('offers the employer only what the state allows', () => {
    expect(allowedActions('draft')).toEqual(['edit', 'submit']);
    expect(allowedActions('in_review')).toEqual([]);
    expect(allowedActions('live')).toEqual(['revise', 'renew', 'close']);
    expect(allowedActions('expired')).toEqual(['renew', 'close']);
    expect(allowedActions('closed')).toEqual([]);
  });
});
