import { Alert, AlertDescription, AlertIcon, AlertTitle, Box, Button, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@chainwork/shared-config/router';
import { POSTING_STATES, canTransition } from '@chainwork/shared-config/posting';
import { useTRPC } from '@chainwork/shared-config/react';
import type { PostingView } from '../../api/outputs';
import { ConfirmLeaveDialog } from '../leave-guard/ConfirmLeaveDialog';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { CompanyStep } from '../steps/CompanyStep';
import { JobStep } from '../steps/JobStep';
import { PayStep } from '../steps/PayStep';
import { PlanStep } from '../steps/PlanStep';
import { ReviewStep } from '../steps/ReviewStep';
import { FlowSkeleton } from './FlowSkeleton';
import { NotEditableNotice } from './NotEditableNotice';
import { ResumeNotice } from './ResumeNotice';
import { ReviseFlow } from './ReviseFlow';
import { Stepper } from './Stepper';
import { FLOW_STEPS, isFlowStep, nextStep, previousStep, reachedStep, stepToShow, type FlowStepId } from './steps';

/** The URL names the posting (`?posting=`, also the checkout's cancel address) and the step (`?step=`). */
export const POSTING_PARAM = 'posting';
export const STEP_PARAM = 'step';
/** `?edit=live` asks to edit a live job (the dashboard's Edit): a revision, reviewed before it replaces the live version. */
export const EDIT_PARAM = 'edit';
/** The states the five steps can change (the state machine's `edit`). */
const EDITABLE_STATES = new Set(POSTING_STATES.filter((state) => canTransition(state, 'edit')));

/**
 * The five steps of posting a job. The draft lives on the server: every step is saved
 * when the employer moves on, so closing the tab and coming back, on any device, resumes
 * it (`posting.draft` without an id answers the newest unfinished posting). Moving to
 * another step, following a link or closing the tab with unsaved changes asks first.
 */
export function PostingFlow() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const postingId = params.get(POSTING_PARAM);
  const fresh = params.get(POSTING_PARAM) === 'new';
  const draft = useQuery({ ...trpc.posting.draft.queryOptions(postingId && !fresh ? { postingId } : {}), enabled: !fresh });
  const posting: PostingView | null = fresh ? null : (draft.data ?? null);
  const asked = params.get(STEP_PARAM);
  const step = stepToShow(isFlowStep(asked) ? asked : null, posting);

  const [dirty, setDirty] = useState(false);
  const [pendingStep, setPendingStep] = useState<FlowStepId | null>(null);
  const [moved, setMoved] = useState(false);
  const guard = useLeaveGuard(dirty);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  // A draft found without an id in the URL (a return visit): name it in the URL, so a reload keeps it.
  useEffect(() => {
    if (!postingId && posting) setParams({ [POSTING_PARAM]: posting.id }, { replace: true });
  }, [postingId, posting, setParams]);

  const show = useCallback(
    (next: FlowStepId, id: string | undefined = posting?.id) => {
      setDirty(false);
      setMoved(true);
      setParams(id ? { [POSTING_PARAM]: id, [STEP_PARAM]: next } : { [STEP_PARAM]: next });
      window.scrollTo({ top: 0 });
    },
    [posting?.id, setParams],
  );
  const go = (next: FlowStepId) => (dirty && next !== step ? setPendingStep(next) : show(next));
  const onSaved = (saved: PostingView) => {
    queryClient.setQueryData(trpc.posting.draft.queryKey({}), saved);
    show(nextStep(step), saved.id);
  };
  const startOver = () => {
    setDirty(false);
    setParams({ [POSTING_PARAM]: 'new' });
  };

  if (draft.isPending && !fresh) return <FlowSkeleton />;
  if (draft.isError) {
    return (
      <Alert status="error" variant="left-accent" borderRadius="lg">
        <AlertIcon />
        <Box>
          <AlertTitle>Your draft could not be loaded</AlertTitle>
          <AlertDescription display="block">
            Check your connection and try again.{' '}
            <Button size="sm" variant="link" onClick={() => void draft.refetch()}>
              Retry
            </Button>
          </AlertDescription>
        </Box>
      </Alert>
    );
  }

  if (posting && !EDITABLE_STATES.has(posting.state)) {
    if (posting.state === 'live' && params.get(EDIT_PARAM) === 'live') return <ReviseFlow posting={posting} />;
    return <NotEditableNotice state={posting.state} />;
  }

  const common = { posting, onDirtyChange, focusOnOpen: moved, onBack: () => go(previousStep(step)) };
  const job = posting?.data.job;
  const plan = posting?.data.plan;
  return (
    <Stack spacing={{ base: 6, md: 8 }}>
      <Stepper steps={FLOW_STEPS} current={step} reached={reachedStep(posting)} onSelect={go} />
      {posting && !moved ? <ResumeNotice posting={posting} onStartOver={startOver} /> : null}
      {posting?.state === 'rejected' && posting.rejectionReason ? (
        <Alert status="warning" variant="left-accent" borderRadius="lg" alignItems="start">
          <AlertIcon />
          <Box>
            <AlertTitle>A moderator sent this job back</AlertTitle>
            <AlertDescription display="block" whiteSpace="pre-wrap">
              {posting.rejectionReason}
            </AlertDescription>
          </Box>
        </Alert>
      ) : null}
      {step === 'company' ? <CompanyStep key={posting?.id ?? 'new'} {...common} onSaved={onSaved} onBack={undefined} /> : null}
      {step === 'job' ? <JobStep key={posting?.id} {...common} onSaved={onSaved} /> : null}
      {step === 'plan' ? <PlanStep key={posting?.id} {...common} onSaved={onSaved} /> : null}
      {step === 'review' && posting ? (
        <ReviewStep postingId={posting.id} onEdit={go} onContinue={() => show('pay')} onBack={common.onBack} focusOnOpen={moved} />
      ) : null}
      {step === 'pay' && posting && job && plan && posting.data.company ? (
        <PayStep
          postingId={posting.id}
          planId={plan}
          title={job.title}
          company={posting.data.company.name}
          isResubmission={posting.state === 'rejected'}
          onBack={common.onBack}
          focusOnOpen={moved}
        />
      ) : null}
      <ConfirmLeaveDialog
        isOpen={pendingStep !== null || guard.pending !== null}
        onStay={() => {
          setPendingStep(null);
          guard.stay();
        }}
        onLeave={() => {
          if (pendingStep) {
            const next = pendingStep;
            setPendingStep(null);
            show(next);
          } else guard.leave();
        }}
      />
    </Stack>
  );
}
