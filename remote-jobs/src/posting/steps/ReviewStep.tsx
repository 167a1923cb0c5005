import { Alert, AlertDescription, AlertIcon, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@chainwork/shared-config/react';
import { JobView } from '../../job-page/JobView';
import { JobCard } from '../../search/results/JobCard';
import { StepCard } from '../flow/StepCard';
import { PreviewFrame } from '../preview/PreviewFrame';

/**
 * Step 4: the job card and the job page exactly as visitors will see them, drawn by the
 * same components as the search and the job page, from the api's own rendering of the
 * draft (`posting.preview`: the `jobs.bySlug` shape).
 */
export function ReviewStep({
  postingId,
  onEdit,
  onContinue,
  onBack,
  focusOnOpen,
}: {
  postingId: string;
  onEdit: (step: 'company' | 'job' | 'plan') => void;
  onContinue: () => void;
  onBack: () => void;
  focusOnOpen: boolean;
}) {
  const trpc = useTRPC();
  const preview = useQuery(trpc.posting.preview.queryOptions({ postingId }));
  const [now] = useState(() => new Date());
  return (
    <StepCard
      title="Review your job"
      lead="This is what candidates will see. Check it carefully: a moderator reads it before it goes live."
      onSubmit={onContinue}
      onBack={onBack}
      submitLabel="Looks good, continue"
      focusOnOpen={focusOnOpen}
      formError={preview.isError ? 'The preview could not be loaded. Go back a step and try again.' : null}
    >
      <Flex gap={2} wrap="wrap" role="group" aria-label="Edit a step">
        <Button size="sm" variant="outline" onClick={() => onEdit('company')}>
          Edit company
        </Button>
        <Button size="sm" variant="outline" onClick={() => onEdit('job')}>
          Edit job
        </Button>
        <Button size="sm" variant="outline" onClick={() => onEdit('plan')}>
          Change plan
        </Button>
      </Flex>
      {preview.data ? (
        <Stack spacing={{ base: 8, md: 10 }}>
          <PreviewFrame label={`Your card in the search results (${preview.data.plan.name})`}>
            <JobCard job={preview.data.job} now={now} />
          </PreviewFrame>
          <PreviewFrame label="Your job page">
            <JobView job={preview.data.job} />
          </PreviewFrame>
          <Alert status="info" variant="subtle" borderRadius="lg" bg="whiteAlpha.100">
            <AlertIcon />
            <AlertDescription>
              <Text>
                The job page shows the date it goes live; the card&apos;s age counts from then. Similar jobs and the share buttons appear
                below it once it is live.
              </Text>
            </AlertDescription>
          </Alert>
        </Stack>
      ) : preview.isPending ? (
        <Stack spacing={6} aria-busy="true" aria-label="Loading the preview">
          <Skeleton h="150px" borderRadius="xl" />
          <Skeleton h="480px" borderRadius="2xl" />
        </Stack>
      ) : null}
    </StepCard>
  );
}
