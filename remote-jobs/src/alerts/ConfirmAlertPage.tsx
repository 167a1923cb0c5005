import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { ALERT_FREQUENCY_LABELS, JOB_SEARCH_ANCHOR, route } from '@chainwork/shared-config';
import { useTRPC } from '@chainwork/shared-config/react';
import { AlertPageFrame } from './AlertPageFrame';
import { searchHref } from '../search/state/search-href';
import { useTokenParam } from './use-token-param';

/**
 * `/alerts/confirm?token=...`, the link of the confirmation mail (double opt-in): confirms
 * on arrival. Using the link again says the alert is already on; an expired or broken link
 * says what to do.
 */
export function ConfirmAlertPage() {
  const token = useTokenParam();
  const trpc = useTRPC();
  const confirm = useMutation(trpc.alerts.confirm.mutationOptions());
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    // Once per token, even when React runs effects twice in development.
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token || confirm.isError) {
    return (
      <AlertPageFrame
        title="This link does not work"
        lead={confirm.error?.message ?? 'The link is incomplete. Copy the whole link from the e-mail, or create the alert again.'}
      >
        <Button as={RouterLink} to={`${route('home').path}#${JOB_SEARCH_ANCHOR}`} size="lg">
          Search jobs
        </Button>
      </AlertPageFrame>
    );
  }
  if (!confirm.data) {
    return (
      <AlertPageFrame title="Confirming your job alert…">
        <HStack role="status" spacing={3} color="fg.muted">
          <Spinner size="sm" />
          <Text>One moment.</Text>
        </HStack>
      </AlertPageFrame>
    );
  }
  const { alert, alreadyConfirmed } = confirm.data;
  return (
    <AlertPageFrame
      title={alreadyConfirmed ? 'Your job alert is already on' : 'Your job alert is on'}
      lead={`${ALERT_FREQUENCY_LABELS[alert.frequency]} e-mails with the new jobs for this search, only when there are new ones. Every e-mail has a link to stop it.`}
    >
      <Stack spacing={6}>
        <Stack bg="whiteAlpha.100" borderRadius="lg" px={5} py={4} spacing={1}>
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
            Your search
          </Text>
          <Text fontSize="lg" fontWeight="700" color="white">
            {alert.description}
          </Text>
        </Stack>
        <HStack spacing={4} flexWrap="wrap">
          <Button as={RouterLink} to={searchHref(alert.search)} size="lg">
            Open this search
          </Button>
        </HStack>
      </Stack>
    </AlertPageFrame>
  );
}
