import { Alert, AlertDescription, AlertIcon, AlertTitle, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { useAuth, useTRPC } from '@chainwork/shared-config/react';
import { EmployerJobCard } from './EmployerJobCard';
import { NoJobsYet } from './NoJobsYet';

/** The checkout's way back names the posting just paid for. */
const PAID_PARAM = 'paid';
/** The edit of a live job names the posting it revised. */
const REVISED_PARAM = 'revised';

/**
 * /account/jobs: the employer's jobs, newest first, each with its state, days left, page
 * views and apply clicks, and the actions its state allows (the state machine's
 * `allowedActions`, sent by the api with each job).
 */
export function EmployerJobs() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const jobs = useQuery(trpc.posting.mine.queryOptions());
  const paid = params.get(PAID_PARAM);
  const revised = params.get(REVISED_PARAM);

  return (
    <Stack spacing={{ base: 6, md: 8 }}>
      <Flex justify="space-between" align={{ base: 'start', md: 'end' }} gap={4} direction={{ base: 'column', md: 'row' }}>
        <Stack spacing={2}>
          <Heading as="h1" size="xl" letterSpacing="-0.02em">
            My jobs
          </Heading>
          {user?.email ? <Text color="fg.muted">Signed in as {user.email}</Text> : null}
        </Stack>
        {jobs.data && jobs.data.length > 0 ? (
          <Button as={RouterLink} to={`${route('postJob').path}?posting=new`} variant="brand">
            Post another job
          </Button>
        ) : null}
      </Flex>
      {paid ? (
        <Alert status="success" variant="left-accent" borderRadius="lg" alignItems="start">
          <AlertIcon />
          <Box>
            <AlertTitle>Payment received: thank you</AlertTitle>
            <AlertDescription display="block">
              Your job is in review. A moderator checks it, usually within a working day, and it goes live as soon as it is approved. A
              receipt is on its way to your inbox.
            </AlertDescription>
          </Box>
        </Alert>
      ) : null}
      {revised ? (
        <Alert status="info" variant="left-accent" borderRadius="lg">
          <AlertIcon />
          <AlertDescription>
            Your changes were sent for review. The job stays live as it was until a moderator approves them.
          </AlertDescription>
        </Alert>
      ) : null}
      {jobs.isPending ? (
        <Stack spacing={4} aria-busy="true" aria-label="Loading your jobs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="140px" borderRadius="xl" />
          ))}
        </Stack>
      ) : jobs.isError ? (
        <Alert status="error" variant="left-accent" borderRadius="lg">
          <AlertIcon />
          <AlertDescription>
            Your jobs could not be loaded.{' '}
            <Button variant="link" onClick={() => void jobs.refetch()}>
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      ) : jobs.data.length === 0 ? (
        <NoJobsYet />
      ) : (
        <Stack as="ul" listStyleType="none" spacing={4} m={0} aria-label="Your jobs">
          {jobs.data.map((item) => (
            <Box as="li" key={item.id}>
              <EmployerJobCard item={item} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
