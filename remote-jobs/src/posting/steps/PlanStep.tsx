import { VisuallyHidden } from '@chakra-ui/react';
import { startTransition, useEffect, useState } from 'react';
import type { PlanId } from '@chainwork/shared-config/posting';
import { showSaveError } from '../flow/save-errors';
import { StepCard } from '../flow/StepCard';
import type { StepProps } from '../flow/step-props';
import { useSaveStep } from '../flow/use-save-step';
import { PlanCards } from './PlanCards';

/** Step 3: how the job is shown. */
export function PlanStep({ posting, onSaved, onBack, onDirtyChange, focusOnOpen }: StepProps) {
  const save = useSaveStep();
  const saved = posting?.data.plan ?? undefined;
  const [plan, setPlan] = useState<PlanId | undefined>(saved);
  const [error, setError] = useState<string | null>(null);
  const dirty = plan !== saved;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <StepCard
      title="Choose a plan"
      lead="Every job is checked by a person before it goes live, whatever the plan. You pay after the review step."
      onSubmit={async () => {
        if (!posting) return 'stayed';
        if (!plan) {
          setError('Choose a plan');
          return 'stayed';
        }
        setError(null);
        try {
          const next = await save({ postingId: posting.id, step: 'plan', values: { plan } });
          startTransition(() => onSaved(next));
          return 'left';
        } catch (failure) {
          setError(showSaveError(failure, [], () => {}));
          return 'stayed';
        }
      }}
      onBack={onBack}
      formError={error}
      focusOnOpen={focusOnOpen}
    >
      <PlanCards value={plan} onChange={setPlan} label={<VisuallyHidden>Plan</VisuallyHidden>} />
    </StepCard>
  );
}
