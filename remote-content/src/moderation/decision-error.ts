import { apiFailure } from '../shared/api-error';

/** A failed decision as the card shows it: the message, and the fields the api named. */
export class DecisionError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'DecisionError';
  }
}

export function decisionError(error: unknown): DecisionError {
  const failure = apiFailure(error);
  return new DecisionError(failure.message, failure.fields);
}
