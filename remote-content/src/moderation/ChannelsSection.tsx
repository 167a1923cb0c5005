import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHANNEL_LABELS, CHANNEL_POSTS_PER_HOUR } from '@chainwork/shared-config/channels';
import { useTRPC } from '@chainwork/shared-config/react';
import type { RouterOutputs } from '@chainwork/api';
import { apiFailure } from '../shared/api-error';
import { FormAlert } from '../shared/FormAlert';

type ChannelHealth = RouterOutputs['channels']['health'][number];

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (date: Date | null) => (date ? `${when.format(date)} UTC` : 'never');

/** One word for the channel's state, worst first. */
function state(health: ChannelHealth): { label: string; scheme: string } {
  if (!health.enabled) return { label: 'Off', scheme: 'gray' };
  if (health.paused) return { label: 'Paused', scheme: 'yellow' };
  if (health.consecutiveFailures > 0) return { label: 'Failing', scheme: 'red' };
  return { label: 'Healthy', scheme: 'green' };
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Text fontSize="xs" textTransform="uppercase" letterSpacing="0.06em" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Box>
  );
}

/**
 * Where new jobs are posted besides the board: each channel's health, Pause/Resume, and its
 * parked posts put back in the queue. A paused channel keeps its posts waiting.
 */
export function ChannelsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const health = useQuery(trpc.channels.health.queryOptions());
  // Each write answers the health as it now is: shown at once, no second request.
  const onSuccess = (next: ChannelHealth[]) => queryClient.setQueryData(trpc.channels.health.queryKey(), next);
  const pause = useMutation(trpc.channels.pause.mutationOptions({ onSuccess }));
  const resume = useMutation(trpc.channels.resume.mutationOptions({ onSuccess }));
  const requeue = useMutation(trpc.channels.requeueParked.mutationOptions({ onSuccess }));
  const failed = [pause, resume, requeue].find((m) => m.isError);
  const busy = pause.isPending || resume.isPending || requeue.isPending;

  if (health.isError) return <FormAlert status="error" title="The channels could not be loaded. Reload the page to try again." />;
  if (!health.data) return null;
  return (
    <Stack spacing={4}>
      <Text color="fg.muted">
        Each job that goes live is posted once to each channel, Featured jobs first, at most {CHANNEL_POSTS_PER_HOUR} an hour per channel. A
        paused channel keeps its posts waiting until it is resumed.
      </Text>
      {failed ? <FormAlert status="error" title={apiFailure(failed.error).message} /> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} spacing={4}>
        {health.data.map((channel) => {
          const label = CHANNEL_LABELS[channel.channel];
          const badge = state(channel);
          return (
            <Box
              as="li"
              key={channel.channel}
              aria-label={label}
              bg="whiteAlpha.50"
              borderWidth="1px"
              borderColor="whiteAlpha.200"
              borderRadius="xl"
              p={5}
            >
              <Stack spacing={4}>
                <HStack justify="space-between">
                  <Text as="h3" fontSize="lg" fontWeight="bold">
                    {label}
                  </Text>
                  <HStack>
                    <Badge colorScheme={channel.mode === 'live' ? 'purple' : 'gray'}>
                      {channel.mode === 'live' ? 'Live' : 'Local outbox'}
                    </Badge>
                    <Badge colorScheme={badge.scheme}>{badge.label}</Badge>
                  </HStack>
                </HStack>
                <SimpleGrid columns={3} spacing={2}>
                  <Fact label="Waiting" value={channel.waiting} />
                  <Fact label="Parked" value={channel.parked} />
                  <Fact label="This hour" value={`${channel.sentLastHour} / ${CHANNEL_POSTS_PER_HOUR}`} />
                </SimpleGrid>
                <Stack spacing={1} fontSize="sm">
                  <Text>Last post: {at(channel.lastSuccessAt)}</Text>
                  <Text>
                    Last failure: {at(channel.lastFailureAt)}
                    {channel.consecutiveFailures > 1 ? ` (${channel.consecutiveFailures} in a row)` : ''}
                  </Text>
                  {channel.lastError ? (
                    <Text color="red.200" wordBreak="break-word">
                      {channel.lastError}
                    </Text>
                  ) : null}
                  {channel.paused ? (
                    <Text color="fg.muted">
                      Paused {at(channel.pausedAt)}
                      {channel.pausedBy ? ` by ${channel.pausedBy}` : ''}
                    </Text>
                  ) : null}
                </Stack>
                <HStack spacing={3} flexWrap="wrap">
                  {channel.paused ? (
                    <Button size="sm" colorScheme="brand" isDisabled={busy} onClick={() => resume.mutate({ channel: channel.channel })}>
                      Resume {label}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" isDisabled={busy} onClick={() => pause.mutate({ channel: channel.channel })}>
                      Pause {label}
                    </Button>
                  )}
                  {channel.parked > 0 ? (
                    <Button size="sm" variant="ghost" isDisabled={busy} onClick={() => requeue.mutate({ channel: channel.channel })}>
                      Re-queue {channel.parked} parked
                    </Button>
                  ) : null}
                </HStack>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
