import { startTransition } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import type { PostingView } from '../../api/outputs';
import type { SubmitOutcome } from './StepCard';

/**
 * A form step's Save and continue, for `StepCard`'s `onSubmit`: the form validates, `save` sends
 * the values (null: nothing can be saved yet, the step stays), and on success the next step
 * renders in a transition (interruptible, never holding up a later press); a failure goes to
 * `onError` and the step stays.
 */
export async function submitFormStep<TInput extends FieldValues, TValues extends FieldValues>(step: {
  handleSubmit: UseFormHandleSubmit<TInput, TValues>;
  clearError: () => void;
  save: (values: TValues) => Promise<PostingView> | null;
  onSaved: (values: TValues, saved: PostingView) => void;
  onError: (error: unknown) => void;
}): Promise<SubmitOutcome> {
  let outcome: SubmitOutcome = 'stayed';
  await step.handleSubmit(async (values) => {
    step.clearError();
    const saving = step.save(values);
    if (!saving) return;
    try {
      const saved = await saving;
      startTransition(() => step.onSaved(values, saved));
      outcome = 'left';
    } catch (error) {
      step.onError(error);
    }
  })();
  return outcome;
}
