import { Alert, AlertDescription, AlertIcon, Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { type CompanyStep as CompanyValues } from '@chainwork/shared-config/posting';
import { useTRPC } from '@chainwork/shared-config/react';
import type { PostingView } from '../../api/outputs';
import { ConfirmLeaveDialog } from '../leave-guard/ConfirmLeaveDialog';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { CompanyStep } from '../steps/CompanyStep';
import { JobStep } from '../steps/JobStep';
import { Stepper } from './Stepper';

const REVISE_STEPS = [
  { id: 'company', label: 'Company' },
  { id: 'job', label: 'Job' },
] as const;

/**
 * Editing a live job: the company and the job, then one submission (`posting.revise`).
 * The edit goes through review while the approved version stays live, so nothing is saved
 * step by step here: the live job never shows half an edit.
 */
export function ReviseFlow({ posting }: { posting: PostingView }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<'company' | 'job'>('company');
  const [company, setCompany] = useState<CompanyValues | null>(posting.data.company);
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const revise = useMutation(trpc.posting.revise.mutationOptions());

  const withCompany = (values: CompanyValues): PostingView => ({ ...posting, data: { ...posting.data, company: values } });
  return (
    <Stack spacing={{ base: 6, md: 8 }}>
      <Stepper steps={REVISE_STEPS} current={step} reached="job" onSelect={(next) => (dirty ? undefined : setStep(next))} />
      <Alert status="info" variant="left-accent" borderRadius="lg">
        <AlertIcon />
        <AlertDescription>
          You are editing a live job. Your changes go to a moderator; the job stays live as it is until they are approved.
        </AlertDescription>
      </Alert>
      {step === 'company' ? (
        <CompanyStep
          posting={company ? withCompany(company) : posting}
          onDirtyChange={onDirtyChange}
          focusOnOpen={false}
          persist={async (values) => {
            setCompany(values);
            return withCompany(values);
          }}
          onSaved={() => {
            setDirty(false);
            setStep('job');
          }}
          submitLabel="Continue"
        />
      ) : (
        <JobStep
          posting={posting}
          onDirtyChange={onDirtyChange}
          focusOnOpen
          onBack={() => setStep('company')}
          persist={async (job) => {
            if (!company) throw new Error('The company step comes first');
            return revise.mutateAsync({ postingId: posting.id, company, job });
          }}
          onSaved={() => {
            setDirty(false);
            void queryClient.invalidateQueries({ queryKey: trpc.posting.mine.queryKey() });
            void navigate(`${route('accountJobs').path}?revised=${encodeURIComponent(posting.id)}`);
          }}
          submitLabel="Submit changes for review"
        />
      )}
      <ConfirmLeaveDialog isOpen={guard.pending !== null} onStay={guard.stay} onLeave={guard.leave} />
    </Stack>
  );
}
