import { Badge, Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { groupThousands } from '../format/numbers';
import { formatAge } from '../format/age';

/** What the facts need of a source (the moderators' list and a claimant's boards both have it). */
export interface HealthFacts {
  status: 'active' | 'paused' | 'removed';
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  consecutiveFailures: number;
  jobsSeen: number;
  openJobs?: number;
}

const STATUS_LOOK = {
  active: { label: 'Active', scheme: 'green' },
  paused: { label: 'Paused', scheme: 'yellow' },
  removed: { label: 'Removed', scheme: 'gray' },
} as const;

export function SourceStatusBadge({ source }: { source: Pick<HealthFacts, 'status' | 'consecutiveFailures'> }) {
  const failing = source.status !== 'removed' && source.consecutiveFailures > 0;
  const look = failing ? { label: 'Failing', scheme: 'red' } : STATUS_LOOK[source.status];
  return (
    <Badge colorScheme={look.scheme} borderRadius="full" px={2.5} textTransform="none">
      {look.label}
    </Badge>
  );
}

function When({ date, now }: { date: Date | null; now: Date }) {
  if (!date) return <>never</>;
  return (
    <Text as="time" dateTime={date.toISOString()} title={date.toISOString()}>
      {formatAge(date, now)}
    </Text>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="0.06em" color="fg.muted" fontWeight="700">
        {term}
      </Text>
      <Text as="dd" m={0} fontWeight="600">
        {children}
      </Text>
    </Box>
  );
}

/** A source's health as a list of facts: last success, failures in a row, jobs seen and open, the last error in the provider's words. */
export function SourceHealthFacts({ source, now }: { source: HealthFacts; now: Date }) {
  return (
    <Box>
      <SimpleGrid as="dl" columns={{ base: 2, md: source.openJobs === undefined ? 3 : 4 }} spacingX={6} spacingY={3}>
        <Fact term="Last success">
          <When date={source.lastSuccessAt} now={now} />
        </Fact>
        <Fact term="Failures in a row">{groupThousands(source.consecutiveFailures)}</Fact>
        <Fact term="Jobs seen">{groupThousands(source.jobsSeen)}</Fact>
        {source.openJobs === undefined ? null : <Fact term="Open jobs">{groupThousands(source.openJobs)}</Fact>}
      </SimpleGrid>
      {source.lastError ? (
        <Text mt={3} fontSize="sm" color="red.200" overflowWrap="anywhere">
          Last error
          {source.lastErrorAt ? (
            <>
              {' '}
              (<When date={source.lastErrorAt} now={now} />)
            </>
          ) : null}
          : {source.lastError}
        </Text>
      ) : null}
    </Box>
  );
}
