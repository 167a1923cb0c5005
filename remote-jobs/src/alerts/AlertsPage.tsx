import { Badge, Box, Button, Flex, HStack, Select, Spinner, Stack, Text, useToast } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  JOB_SEARCH_ANCHOR,
  MAX_ALERTS_PER_PERSON,
  route,
  type AlertFrequency,
} from '@chainwork/shared-config';
import type { AlertListItem } from './alert-types';
import { useAuth, useTRPC } from '@chainwork/shared-config/react';
import { AlertPageFrame } from './AlertPageFrame';
import { searchHref } from '../search/state/search-href';

const asFrequency = (value: string): AlertFrequency | undefined => ALERT_FREQUENCIES.find((f) => f === value);

const dayWords = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * `/account/alerts`: the signed-in person's job alerts, each with its search in words,
 * its frequency (to change in place), pause or resume, "Open this search" and delete.
 */
export function AlertsPage() {
  const { status } = useAuth();
  if (status === 'loading')
    return (
      <AlertPageFrame title="Job alerts">
        <Spinner />
      </AlertPageFrame>
    );
  if (status !== 'signed-in') {
    return (
      <AlertPageFrame
        title="Job alerts"
        lead="Sign in to see and change your job alerts. Alerts you created without an account can be stopped from any of their e-mails."
      >
        <Button as={RouterLink} to={route('signIn').path} size="lg">
          Sign in
        </Button>
      </AlertPageFrame>
    );
  }
  return <SignedInAlerts />;
}

function SignedInAlerts() {
  const trpc = useTRPC();
  const alerts = useQuery(trpc.alerts.list.queryOptions());
  const searchJobs = `${route('home').path}#${JOB_SEARCH_ANCHOR}`;

  let body;
  if (alerts.isPending) {
    body = (
      <HStack role="status" spacing={3} color="fg.muted">
        <Spinner size="sm" />
        <Text>Loading your alerts…</Text>
      </HStack>
    );
  } else if (alerts.isError) {
    body = (
      <Stack spacing={4} role="alert">
        <Text>Your alerts could not be loaded.</Text>
        <Button alignSelf="start" onClick={() => void alerts.refetch()} isLoading={alerts.isRefetching}>
          Try again
        </Button>
      </Stack>
    );
  } else if (alerts.data.length === 0) {
    body = (
      <Stack spacing={4}>
        <Text color="fg.muted">No job alerts yet. Search for jobs, then press “Get these jobs by e-mail” beside the results.</Text>
        <Button as={RouterLink} to={searchJobs} alignSelf="start" size="lg">
          Search jobs
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" spacing={4} aria-label="Your job alerts">
        {alerts.data.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </Stack>
    );
  }

  return (
    <AlertPageFrame title="Job alerts" lead={`Saved searches whose new jobs come to your inbox. Up to ${MAX_ALERTS_PER_PERSON} alerts.`}>
      {body}
    </AlertPageFrame>
  );
}

function AlertItem({ alert }: { alert: AlertListItem }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() });
  const pause = useMutation(trpc.alerts.setPaused.mutationOptions({ onSuccess: refresh }));
  const often = useMutation(trpc.alerts.setFrequency.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    trpc.alerts.remove.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast({ status: 'success', title: 'Alert deleted', description: alert.description, duration: 5000 });
      },
    }),
  );
  const failed = pause.error ?? often.error ?? remove.error;
  // The choice shows at once; the list, refetched, confirms it.
  const frequency = often.isPending ? often.variables.frequency : alert.frequency;

  return (
    <Box as="li" bg="bg.raised" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" px={{ base: 4, md: 6 }} py={5}>
      <Flex gap={4} direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }}>
        <Stack spacing={1} minW={0}>
          <Text as="h2" fontSize="lg" fontWeight="700" color="white">
            {alert.description}
          </Text>
          <HStack spacing={3} color="fg.muted" fontSize="sm" flexWrap="wrap">
            <Select
              size="xs"
              w="auto"
              borderRadius="md"
              borderColor="border.subtle"
              aria-label={`How often: ${alert.description}`}
              value={frequency}
              isDisabled={often.isPending}
              onChange={(event) => {
                const next = asFrequency(event.target.value);
                if (next && next !== alert.frequency) often.mutate({ id: alert.id, frequency: next });
              }}
            >
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {ALERT_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </Select>
            {alert.paused ? <Badge colorScheme="orange">Paused</Badge> : null}
            {!alert.paused && alert.nextDigestAt && !often.isPending ? (
              <Text as="span">Next e-mail {dayWords.format(alert.nextDigestAt)}</Text>
            ) : null}
          </HStack>
        </Stack>
        <HStack spacing={2} flexWrap="wrap" flexShrink={0}>
          <Button as={RouterLink} to={searchHref(alert.search)} size="sm" variant="outline">
            Open this search
          </Button>
          <Button
            size="sm"
            variant="outline"
            isLoading={pause.isPending}
            aria-label={`${alert.paused ? 'Resume' : 'Pause'} alert: ${alert.description}`}
            onClick={() => pause.mutate({ id: alert.id, paused: !alert.paused })}
          >
            {alert.paused ? 'Resume' : 'Pause'}
          </Button>
          {confirmingDelete ? (
            <>
              <Button
                size="sm"
                colorScheme="red"
                isLoading={remove.isPending}
                onClick={() => remove.mutate({ id: alert.id })}
                aria-label={`Confirm deleting alert: ${alert.description}`}
              >
                Delete for good
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)} aria-label={`Delete alert: ${alert.description}`}>
              Delete
            </Button>
          )}
        </HStack>
      </Flex>
      {failed ? (
        <Text role="alert" mt={3} color="red.200" fontSize="sm">
          {failed.message}
        </Text>
      ) : null}
    </Box>
  );
}
