import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { SEARCH_HREF } from './JobPageStates';

/** A job page that could not show its job: a chunk of its own (JobPage.tsx), since a page rarely needs it. */
export function JobNotFound() {
  return (
    <Stack spacing={4} py={8}>
      <Heading as="h1" size="xl">
        Job not found
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        This job does not exist, or the employer has taken it down.
      </Text>
      <Box>
        <Button as={RouterLink} to={SEARCH_HREF} size="lg">
          Browse the latest jobs
        </Button>
      </Box>
    </Stack>
  );
}

export function JobLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Stack spacing={4} py={8}>
      <Heading as="h1" size="xl">
        We couldn't load this job
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Check your connection and try again, or go back to the latest jobs.
      </Text>
      <Stack direction="row" spacing={3}>
        <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying">
          Retry
        </Button>
        <Button as={RouterLink} to={SEARCH_HREF} variant="outline">
          Latest jobs
        </Button>
      </Stack>
    </Stack>
  );
}
