import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { ACCOUNT_PATHS, JOB_SEARCH_ANCHOR, route } from '@chainwork/shared-config';
import { useTRPC } from '@chainwork/shared-config/react';
import { AlertPageFrame } from './AlertPageFrame';
import { useTokenParam } from './use-token-param';

/**
 * `/alerts/unsubscribe?token=...`, the visible link of every alert mail. It names the
 * alert's search, then asks before stopping: mail scanners open links, and a GET that
 * unsubscribed would stop alerts nobody meant to stop (reading which search it is changes
 * nothing). Mail clients' one-click button POSTs to the same address; the gateway sends
 * that to the api, which stops the alert at once.
 */
export function UnsubscribeAlertPage() {
  const token = useTokenParam();
  const trpc = useTRPC();
  const target = useQuery({ ...trpc.alerts.unsubscribeTarget.queryOptions({ token }), enabled: Boolean(token), retry: false });
  const unsubscribe = useMutation(trpc.alerts.unsubscribe.mutationOptions());
  const searchJobs = `${route('home').path}#${JOB_SEARCH_ANCHOR}`;

  if (unsubscribe.data || target.data?.stopped) {
    const description = unsubscribe.data?.description ?? target.data?.description;
    return (
      <AlertPageFrame title="You are unsubscribed" lead="This job alert will not be sent again.">
        <Stack spacing={6}>
          {description ? <AlertSearch label="Stopped" description={description} /> : null}
          <HStack spacing={4} flexWrap="wrap">
            <Button as={RouterLink} to={searchJobs} size="lg">
              Search jobs
            </Button>
            <Button as={RouterLink} to={ACCOUNT_PATHS.alerts} size="lg" variant="outline">
              Your alerts
            </Button>
          </HStack>
        </Stack>
      </AlertPageFrame>
    );
  }
  const failed = unsubscribe.error ?? target.error;
  if (!token || failed) {
    return (
      <AlertPageFrame
        title="This link does not work"
        lead={failed?.message ?? 'The link is incomplete. Copy the whole link from the e-mail.'}
      >
        <Button as={RouterLink} to={searchJobs} size="lg">
          Search jobs
        </Button>
      </AlertPageFrame>
    );
  }
  return (
    <AlertPageFrame title="Stop this job alert?" lead="You will get no more e-mails for this search. Your other alerts stay as they are.">
      <Stack spacing={6}>
        {target.data ? <AlertSearch label="This alert" description={target.data.description} /> : null}
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
      </Stack>
    </AlertPageFrame>
  );
}

/** The alert's search in words, under a small label. */
function AlertSearch({ label, description }: { label: string; description: string }) {
  return (
    <Stack bg="whiteAlpha.100" borderRadius="lg" px={5} py={4} spacing={1}>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="700" color="white">
        {description}
      </Text>
    </Stack>
  );
}
