import { Alert, AlertDescription, AlertIcon, AlertTitle, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { searchHref } from '../search/state/search-href';

export const SEARCH_HREF = searchHref();

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

/**
 * Shown instead of the apply button once a listing has ended, because it expired or because
 * the employer closed it (position filled); points to open jobs like it.
 */
export function ClosedBanner({ similarJobsId, filled = false }: { similarJobsId: string; filled?: boolean }) {
  return (
    <Alert status="warning" variant="left-accent" borderRadius="lg" bg="rgba(251, 211, 141, 0.08)" alignItems="start">
      <AlertIcon />
      <Box>
        <AlertTitle>This job is closed</AlertTitle>
        <AlertDescription display="block">
          {filled ? 'The employer has filled this position' : 'The listing has expired'} and no longer takes applications.{' '}
          <Link as={RouterLink} to={{ hash: `#${similarJobsId}` }} textDecoration="underline">
            See similar open jobs
          </Link>
          .
        </AlertDescription>
      </Box>
    </Alert>
  );
}
