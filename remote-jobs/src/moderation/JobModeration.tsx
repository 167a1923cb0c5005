import { Alert, AlertDescription, AlertIcon, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpcErrorCode, useTRPC } from '@chainwork/shared-config/react';
import { CheckGlyph } from '../ui/icons';
import { ReviewCard } from './ReviewCard';

/**
 * The jobs queue of the Moderation area: every paid job and every edit of a live job waits
 * here, oldest first, with its automatic risk signals. Approve makes it live at once;
 * reject needs a reason, mailed to the employer.
 */
export function JobModeration() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queue = useQuery({
    ...trpc.posting.reviewQueue.queryOptions(),
    retry: (count, error) => trpcErrorCode(error) === null && count < 2,
  });
  const [now] = useState(() => new Date());
  const [announcement, setAnnouncement] = useState('');
  const decided = (message: string) => {
    setAnnouncement(message);
    void queryClient.invalidateQueries({ queryKey: trpc.posting.reviewQueue.queryKey() });
  };

  let body;
  if (queue.isPending) {
    body = (
      <Stack spacing={4} aria-busy="true" aria-label="Loading the jobs in review">
        {[0, 1].map((i) => (
          <Skeleton key={i} h="160px" borderRadius="xl" />
        ))}
      </Stack>
    );
  } else if (queue.isError) {
    const code = trpcErrorCode(queue.error);
    body = (
      <Alert status="error" variant="left-accent" borderRadius="lg">
        <AlertIcon />
        <AlertDescription>
          {code === 'FORBIDDEN' || code === 'UNAUTHORIZED' ? (
            'Only moderators can review jobs.'
          ) : (
            <>
              The jobs in review could not be loaded.{' '}
              <Button variant="link" onClick={() => void queue.refetch()}>
                Retry
              </Button>
            </>
          )}
        </AlertDescription>
      </Alert>
    );
  } else if (queue.data.length === 0) {
    body = (
      <Box textAlign="center" py={12} borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl">
        <CheckGlyph boxSize={8} color="green.300" mb={3} />
        <Text fontWeight="700">No jobs waiting</Text>
        <Text color="fg.muted">Every job has been reviewed. New ones appear here once paid.</Text>
      </Box>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" m={0} spacing={4} aria-label="Jobs in review">
        {queue.data.map((item) => (
          <Box as="li" key={item.reviewId}>
            <ReviewCard item={item} now={now} onDecided={decided} />
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={5}>
      <Box>
        <Heading as="h2" size="lg">
          Jobs in review{queue.data ? ` (${queue.data.length})` : ''}
        </Heading>
        <Text color="fg.muted">Oldest first. Check the risk signals, open the preview, then approve or reject with a reason.</Text>
      </Box>
      <Text role="status" aria-live="polite" color="green.200" fontWeight="600" minH={announcement ? undefined : 0}>
        {announcement}
      </Text>
      {body}
    </Stack>
  );
}
