import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Collapse } from '@chainwork/shared-config/chakra-overlays';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { jobPath } from '@chainwork/shared-config';
import { PLANS } from '@chainwork/shared-config/posting';
import { useTRPC } from '@chainwork/shared-config/react';
import type { ReviewItem } from '../api/outputs';
import { formatAge } from '../format/age';
import { JobView } from '../job-page/JobView';
import { actionErrorMessage } from '../posting/flow/save-errors';
import { PreviewFrame } from '../posting/preview/PreviewFrame';
import { JobCard } from '../search/results/JobCard';
import { RejectDialog } from './RejectDialog';
import { RiskSignals } from './RiskSignals';

/** One job waiting for a moderator: who sent it, its risk signals, its preview, approve or reject. */
export function ReviewCard({ item, now, onDecided }: { item: ReviewItem; now: Date; onDecided: (message: string) => void }) {
  const trpc = useTRPC();
  const [showPreview, setShowPreview] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useMutation(
    trpc.posting.approve.mutationOptions({
      onSuccess: ({ slug }) => onDecided(`Approved “${item.job.Title}”: it is live at ${jobPath(slug)}.`),
      onError: (failure) => setError(actionErrorMessage(failure)),
    }),
  );
  const reject = useMutation(
    trpc.posting.reject.mutationOptions({
      onSuccess: () => {
        setRejecting(false);
        onDecided(`Rejected “${item.job.Title}”: the employer has been told why.`);
      },
    }),
  );
  const previewId = `review-${item.reviewId}-preview`;
  return (
    <Box
      as="article"
      aria-labelledby={`review-${item.reviewId}-title`}
      bg="bg.surface"
      borderWidth="1px"
      borderColor={item.signals.some((s) => s.kind !== 'new-employer') ? 'orange.300' : 'border.subtle'}
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
    >
      <Flex justify="space-between" gap={4} align="start" direction={{ base: 'column', md: 'row' }}>
        <Stack spacing={1.5} minW={0}>
          <Flex gap={2} wrap="wrap" align="center">
            <Badge colorScheme={item.kind === 'new' ? 'purple' : 'cyan'} borderRadius="full" px={2.5} textTransform="none">
              {item.kind === 'new' ? 'New job' : 'Edit of a live job'}
            </Badge>
            <Text fontSize="sm" color={PLANS[item.plan].highlighted ? 'accent.200' : 'fg.muted'} fontWeight="600">
              {PLANS[item.plan].name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              · sent {formatAge(item.submittedAt, now)}
            </Text>
          </Flex>
          <Heading as="h3" size="md" id={`review-${item.reviewId}-title`}>
            {item.job.Title}
          </Heading>
          <Text color="whiteAlpha.800">
            {item.job.Company} · by {item.employerEmail}
          </Text>
        </Stack>
        <Flex gap={3} flexShrink={0} wrap="wrap">
          <Button
            colorScheme="green"
            onClick={() => approve.mutate({ reviewId: item.reviewId })}
            isLoading={approve.isPending}
            loadingText="Approving"
          >
            Approve
          </Button>
          <Button colorScheme="red" variant="outline" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </Flex>
      </Flex>
      <Box mt={4}>
        <RiskSignals signals={item.signals} />
      </Box>
      {error ? (
        <Text color="red.300" mt={3} role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="link"
        mt={4}
        aria-expanded={showPreview}
        aria-controls={previewId}
        onClick={() => setShowPreview((v) => !v)}
        color="accent.200"
      >
        {showPreview ? 'Hide the job preview' : 'Show the job preview'}
      </Button>
      <Collapse in={showPreview} animateOpacity unmountOnExit>
        <Stack id={previewId} spacing={6} mt={4}>
          <PreviewFrame label="Card">
            <JobCard job={item.job} now={now} />
          </PreviewFrame>
          <PreviewFrame label="Job page">
            <JobView job={item.job} />
          </PreviewFrame>
        </Stack>
      </Collapse>
      <RejectDialog
        title={item.job.Title}
        isOpen={rejecting}
        isRejecting={reject.isPending}
        serverError={reject.isError ? actionErrorMessage(reject.error) : null}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => reject.mutate({ reviewId: item.reviewId, reason })}
      />
    </Box>
  );
}
