import { Box, Button, Flex, Heading, Link, Stack, Text, useToast } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { useTRPC } from '@chainwork/shared-config/react';
import { companyPath } from '../companies/company-paths';
import { BOARD_PROVIDERS } from '../companies/manage/board-providers';
import { actionErrorMessage } from '../posting/flow/save-errors';
import type { SourceHealth } from './outputs';
import { RemoveSourceDialog } from './RemoveSourceDialog';
import { SourceHealthFacts, SourceStatusBadge } from './SourceHealthFacts';

type Status = SourceHealth['status'];
const DONE: Record<Status, string> = { active: 'resumed', paused: 'paused', removed: 'removed' };
const VERB: Record<Status, string> = { active: 'resume', paused: 'pause', removed: 'remove' };

/** One import source for moderators: its company, board, health, and Pause / Resume / Remove. */
export function SourceCard({ source, now, onChanged }: { source: SourceHealth; now: Date; onChanged: (message: string) => void }) {
  const trpc = useTRPC();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const name = `${source.companyName}’s ${BOARD_PROVIDERS[source.provider].label} board`;
  const setStatus = useMutation(
    trpc.imports.setSourceStatus.mutationOptions({
      onSuccess: (_result, { status }) => {
        setConfirming(false);
        onChanged(`${name} ${DONE[status]}.`);
      },
      onError: (error, { status }) =>
        void toast({
          status: 'error',
          position: 'top',
          isClosable: true,
          title: `Could not ${VERB[status]} ${name}`,
          description: actionErrorMessage(error),
        }),
    }),
  );
  const change = (status: Status) => setStatus.mutate({ id: source.id, status });
  const pending = setStatus.isPending ? setStatus.variables.status : null;
  const titleId = `source-${source.id.replace(/[^a-z0-9-]/gi, '-')}`;

  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="bg.surface"
      borderWidth="1px"
      borderColor={source.status !== 'removed' && source.consecutiveFailures > 0 ? 'red.300' : 'border.subtle'}
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
    >
      <Stack spacing={4}>
        <Flex justify="space-between" gap={4} align="start" direction={{ base: 'column', md: 'row' }}>
          <Stack spacing={1.5} minW={0}>
            <Flex gap={2} wrap="wrap" align="center">
              <SourceStatusBadge source={source} />
              <Text fontSize="sm" color="fg.muted">
                {BOARD_PROVIDERS[source.provider].label} ·{' '}
                {source.origin === 'employer' ? 'connected by the employer' : 'from the sources file'}
              </Text>
            </Flex>
            <Heading as="h3" size="md" id={titleId}>
              <Link as={RouterLink} to={companyPath(source.companySlug)}>
                {source.companyName}
              </Link>
            </Heading>
            <Text color="whiteAlpha.800" fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
              {source.board}
            </Text>
          </Stack>
          {source.status === 'removed' ? null : (
            <Flex gap={3} flexShrink={0} wrap="wrap">
              {source.status === 'active' ? (
                <Button variant="outline" onClick={() => change('paused')} isLoading={pending === 'paused'} loadingText="Pausing">
                  Pause
                </Button>
              ) : (
                <Button variant="outline" onClick={() => change('active')} isLoading={pending === 'active'} loadingText="Resuming">
                  Resume
                </Button>
              )}
              <Button colorScheme="red" variant="outline" onClick={() => setConfirming(true)}>
                Remove
              </Button>
            </Flex>
          )}
        </Flex>
        <SourceHealthFacts source={source} now={now} />
      </Stack>
      <RemoveSourceDialog
        name={name}
        isOpen={confirming}
        isRemoving={pending === 'removed'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => change('removed')}
      />
    </Box>
  );
}
