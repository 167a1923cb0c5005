import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_PATHS, JOB_SEARCH_ANCHOR, route } from '@chainwork/shared-config';
import { useTRPC } from '@chainwork/shared-config/react';
import { PageContainer } from '../PageContainer';
import { useTokenParam } from './use-token-param';

/**
 * `/alerts/unsubscribe?token=...`, the visible link of every alert mail. It asks before
 * stopping: mail scanners open links, and a GET that unsubscribed would stop alerts nobody
 * meant to stop. (Mail clients' one-click button POSTs to the same address; the gateway
 * sends that to the api, which stops the alert at once.)
 */
export function UnsubscribeAlertPage() {
  const token = useTokenParam();
  const trpc = useTRPC();
  const unsubscribe = useMutation(trpc.alerts.unsubscribe.mutationOptions());
  const searchJobs = `${route('home').path}#${JOB_SEARCH_ANCHOR}`;

  if (unsubscribe.data) {
    return (
      <PageContainer title="You are unsubscribed" lead="This job alert will not be sent again.">
        <Stack spacing={6}>
          {unsubscribe.data.description ? (
            <Stack bg="whiteAlpha.100" borderRadius="lg" px={5} py={4} spacing={1}>
              <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
                Stopped
              </Text>
              <Text fontSize="lg" fontWeight="700" color="white">
                {unsubscribe.data.description}
              </Text>
            </Stack>
          ) : null}
          <HStack spacing={4} flexWrap="wrap">
            <Button as={RouterLink} to={searchJobs} size="lg">
              Search jobs
            </Button>
            <Button as={RouterLink} to={ACCOUNT_PATHS.alerts} size="lg" variant="outline">
              Your alerts
            </Button>
          </HStack>
        </Stack>
      </PageContainer>
    );
  }
  if (!token || unsubscribe.isError) {
    return (
      <PageContainer
        title="This link does not work"
        lead={unsubscribe.error?.message ?? 'The link is incomplete. Copy the whole link from the e-mail.'}
      >
        <Button as={RouterLink} to={searchJobs} size="lg">
          Search jobs
        </Button>
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Stop this job alert?" lead="You will get no more e-mails for this search. Your other alerts stay as they are.">
      <HStack spacing={4} flexWrap="wrap">
        <Button
          size="lg"
          colorScheme="accent"
          isLoading={unsubscribe.isPending}
          loadingText="Unsubscribing"
          onClick={() => unsubscribe.mutate({ token })}
        >
          Unsubscribe
        </Button>
        <Button as={RouterLink} to={searchJobs} size="lg" variant="ghost">
          Keep it
        </Button>
      </HStack>
    </PageContainer>
  );
}
