import { Alert, AlertDescription, AlertIcon, Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { jobPath, route } from '@chainwork/shared-config';
import { EXPIRY_REMINDER_DAYS, PLANS } from '@chainwork/shared-config/posting';
import { useTRPC } from '@chainwork/shared-config/react';
import type { DashboardItem } from '../api/outputs';
import { actionErrorMessage } from '../posting/flow/save-errors';
import { goToCheckout } from '../posting/checkout';
import { CloseJobDialog } from './CloseJobDialog';
import { StateBadge } from './state-badge';

const count = new Intl.NumberFormat('en-US');

/** The flow's address for a posting, at a step. */
function flowHref(postingId: string, extra: Record<string, string> = {}): string {
  return `${route('postJob').path}?${new URLSearchParams({ posting: postingId, ...extra }).toString()}`;
}

function daysLeftText(item: DashboardItem): string | null {
  if (item.state !== 'live' || item.daysLeft === null) return null;
  if (item.daysLeft <= 0) return 'Expires today';
  return item.daysLeft === 1 ? '1 day left' : `${item.daysLeft} days left`;
}

/** One of the employer's jobs: its state, its numbers, and what can be done with it now. */
export function EmployerJobCard({ item }: { item: DashboardItem }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.posting.mine.queryKey() });
  const close = useMutation(
    trpc.posting.close.mutationOptions({
      onSuccess: () => {
        setClosing(false);
        void refresh();
      },
      onError: (failure) => setError(actionErrorMessage(failure)),
    }),
  );
  const renew = useMutation(
    trpc.posting.renew.mutationOptions({
      onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl),
      onError: (failure) => setError(actionErrorMessage(failure)),
    }),
  );

  const can = (action: DashboardItem['actions'][number]) => item.actions.includes(action);
  const left = daysLeftText(item);
  const expiringSoon = item.state === 'live' && item.daysLeft !== null && item.daysLeft <= EXPIRY_REMINDER_DAYS;
  const showRenew = can('renew') && (item.state === 'expired' || expiringSoon);
  const showNumbers = item.state === 'live' || item.state === 'expired' || item.state === 'closed';
  const title = item.title ?? 'Untitled job';

  return (
    <Box
      as="article"
      aria-labelledby={`job-${item.id}-title`}
      bg="bg.surface"
      borderWidth="1px"
      borderColor={item.state === 'rejected' ? 'red.400' : 'border.subtle'}
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
    >
      <Flex gap={4} justify="space-between" align="start" direction={{ base: 'column', md: 'row' }}>
        <Stack spacing={1.5} minW={0}>
          <Flex gap={2} align="center" wrap="wrap">
            <StateBadge state={item.state} />
            {item.plan ? (
              <Text fontSize="sm" color={PLANS[item.plan].highlighted ? 'accent.200' : 'fg.muted'} fontWeight="600">
                {PLANS[item.plan].name}
              </Text>
            ) : null}
            {left ? (
              <Text fontSize="sm" color={expiringSoon ? 'orange.200' : 'fg.muted'}>
                · {left}
              </Text>
            ) : null}
          </Flex>
          <Heading as="h2" size="md" id={`job-${item.id}-title`} lineHeight="short">
            {item.slug && (item.state === 'live' || item.state === 'expired' || item.state === 'closed') ? (
              <Link as={RouterLink} to={jobPath(item.slug)}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Heading>
          {item.company ? <Text color="whiteAlpha.800">{item.company}</Text> : null}
        </Stack>
        {showNumbers ? (
          <Flex as="dl" gap={{ base: 6, md: 8 }} flexShrink={0} m={0}>
            {(
              [
                ['Page views', item.views],
                ['Apply clicks', item.applyClicks],
              ] as const
            ).map(([label, value]) => (
              <Box key={label}>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" m={0} fontSize="2xl" fontWeight="700">
                  {count.format(value)}
                </Text>
              </Box>
            ))}
          </Flex>
        ) : null}
      </Flex>

      {item.state === 'rejected' && item.rejectionReason ? (
        <Alert status="error" variant="left-accent" borderRadius="lg" mt={4} alignItems="start">
          <AlertIcon />
          <AlertDescription>
            <Text fontWeight="600">Not approved:</Text>
            <Text whiteSpace="pre-wrap">{item.rejectionReason}</Text>
          </AlertDescription>
        </Alert>
      ) : null}
      {item.pendingRevision ? (
        <Alert status="info" variant="left-accent" borderRadius="lg" mt={4}>
          <AlertIcon />
          <AlertDescription>Your changes are in review. The approved version stays live until they are approved.</AlertDescription>
        </Alert>
      ) : null}
      {item.revisionRejectionReason ? (
        <Alert status="warning" variant="left-accent" borderRadius="lg" mt={4} alignItems="start">
          <AlertIcon />
          <AlertDescription>
            <Text fontWeight="600">Your last changes were not approved; the live version is unchanged:</Text>
            <Text whiteSpace="pre-wrap">{item.revisionRejectionReason}</Text>
          </AlertDescription>
        </Alert>
      ) : null}
      {item.state === 'in_review' ? (
        <Text mt={4} color="fg.muted" fontSize="sm">
          A moderator is checking this job. It goes live as soon as it is approved; you get an e-mail either way.
        </Text>
      ) : null}
      {item.state === 'closed' ? (
        <Text mt={4} color="fg.muted" fontSize="sm">
          Closed as filled: the job has left search and its page tells visitors the position is filled.
        </Text>
      ) : null}
      {error ? (
        <Text mt={4} color="red.300" role="alert">
          {error}
        </Text>
      ) : null}

      {/* A state with nothing to do (in review, closed) leaves no empty row at the bottom of the card. */}
      <Flex gap={3} mt={5} wrap="wrap" _empty={{ display: 'none' }}>
        {item.state === 'draft' ? (
          <Button as={RouterLink} to={flowHref(item.id)} colorScheme="brand">
            Continue draft
          </Button>
        ) : null}
        {item.state === 'awaiting_payment' ? (
          <Button as={RouterLink} to={flowHref(item.id, { step: 'pay' })} colorScheme="brand">
            Pay and submit
          </Button>
        ) : null}
        {item.state === 'rejected' ? (
          <Button as={RouterLink} to={flowHref(item.id, { step: 'job' })} colorScheme="brand">
            Fix and resubmit
          </Button>
        ) : null}
        {can('revise') && !item.pendingRevision ? (
          <Button as={RouterLink} to={flowHref(item.id, { edit: 'live' })} variant="outline">
            Edit
          </Button>
        ) : null}
        {showRenew ? (
          <Button
            onClick={() => renew.mutate({ postingId: item.id })}
            isLoading={renew.isPending}
            loadingText="Opening checkout"
            colorScheme="brand"
          >
            Renew for {item.plan ? PLANS[item.plan].durationDays : ''} days
          </Button>
        ) : null}
        {can('close') ? (
          <Button variant="ghost" colorScheme="red" onClick={() => setClosing(true)}>
            Close: position filled
          </Button>
        ) : null}
      </Flex>
      <CloseJobDialog
        title={title}
        isOpen={closing}
        isClosing={close.isPending}
        error={close.isError ? actionErrorMessage(close.error) : null}
        onCancel={() => setClosing(false)}
        onConfirm={() => close.mutate({ postingId: item.id })}
      />
    </Box>
  );
}
