import { Alert, AlertDescription, AlertIcon, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { trpcErrorCode, useTRPC } from '@chainwork/shared-config/react';
import { SourceCard } from './SourceCard';
import { failingFirst } from './source-order';

/**
 * The Sources tab of the Moderation area (`imports.sources`): every company job board the
 * importer fetches, failing ones first, with their health, and Pause / Resume / Remove.
 */
export function SourcesModeration() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sources = useQuery({
    ...trpc.imports.sources.queryOptions(),
    retry: (count, error) => trpcErrorCode(error) === null && count < 2,
  });
  const ordered = useMemo(() => (sources.data ? failingFirst(sources.data) : []), [sources.data]);
  const [now] = useState(() => new Date());
  const [announcement, setAnnouncement] = useState('');
  const changed = (message: string) => {
    setAnnouncement(message);
    void queryClient.invalidateQueries({ queryKey: trpc.imports.sources.queryKey() });
  };
  const failing = ordered.filter((s) => s.status !== 'removed' && s.consecutiveFailures > 0).length;

  let body;
  if (sources.isPending) {
    body = (
      <Stack spacing={4} aria-busy="true" aria-label="Loading the sources">
        {[0, 1].map((i) => (
          <Skeleton key={i} h="160px" borderRadius="xl" />
        ))}
      </Stack>
    );
  } else if (sources.isError) {
    const code = trpcErrorCode(sources.error);
    body = (
      <Alert status="error" variant="left-accent" borderRadius="lg">
        <AlertIcon />
        <AlertDescription>
          {code === 'FORBIDDEN' || code === 'UNAUTHORIZED' ? (
            'Only moderators can manage import sources.'
          ) : (
            <>
              The sources could not be loaded.{' '}
              <Button variant="link" onClick={() => void sources.refetch()}>
                Retry
              </Button>
            </>
          )}
        </AlertDescription>
      </Alert>
    );
  } else if (ordered.length === 0) {
    body = (
      <Box textAlign="center" py={12} borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl">
        <Text fontWeight="700">No sources yet</Text>
        <Text color="fg.muted">Boards from the sources file and boards employers connect appear here.</Text>
      </Box>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" m={0} spacing={4} aria-label="Import sources">
        {ordered.map((source) => (
          <Box as="li" key={source.id}>
            <SourceCard source={source} now={now} onChanged={changed} />
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={5}>
      <Box>
        <Heading as="h2" size="lg">
          Import sources{sources.data ? ` (${sources.data.length})` : ''}
        </Heading>
        <Text color="fg.muted">
          Failing first{sources.data ? ` (${failing} failing)` : ''}. Pause a board that misbehaves; remove one that should not be imported.
        </Text>
      </Box>
      <Text role="status" aria-live="polite" color="green.200" fontWeight="600">
        {announcement}
      </Text>
      {body}
    </Stack>
  );
}
