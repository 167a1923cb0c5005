import { TRPCError } from '@trpc/server';
import { MAX_NEW_TAGS_PER_JOB, transition, type PostingEvent, type PostingState } from '@chainwork/shared-config/posting';

/** Stable words of the posting procedures. */
export const POSTING_MESSAGES = {
  notFound: 'Job posting not found',
  unfinished: 'Finish every step before you pay',
  providerDown: 'The payment provider did not answer; please try again in a minute',
  changedMeanwhile: 'This job changed in another tab or device; reload to see it',
  reviewNotFound: 'This review was already decided or does not exist',
  tooManyNewTags: `Use tags from the list: at most ${MAX_NEW_TAGS_PER_JOB} new tags per job`,
} as const;

/** A schema-like failure, so the error formatter answers BAD_REQUEST with `data.issues` the form shows beside its fields. */
class FieldIssues extends Error {
  constructor(readonly issues: Array<{ path: string[]; message: string }>) {
    super(issues.map((issue) => issue.message).join('; '));
  }
}

export function fieldError(path: string[], message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new FieldIssues([{ path, message }]) });
}

export function fieldErrors(issues: Array<{ path: string[]; message: string }>): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message: issues[0]?.message ?? 'Invalid input', cause: new FieldIssues(issues) });
}

export function notFound(): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: POSTING_MESSAGES.notFound });
}

/** The state machine's answer, or CONFLICT with its words. */
export function requireTransition(from: PostingState, event: PostingEvent): PostingState {
  const result = transition(from, event);
  if (!result.ok) throw new TRPCError({ code: 'CONFLICT', message: result.message });
  return result.to;
}
