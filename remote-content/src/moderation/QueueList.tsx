import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormAlert } from '../shared/FormAlert';

/** A queue's states: loading, failed, empty ("all caught up"), or its submissions, oldest first. */
export function QueueList<T>({
  items,
  isError,
  empty,
  render,
}: {
  items: T[] | undefined;
  isError: boolean;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (isError) return <FormAlert status="error" title="This queue could not be loaded. Reload the page to try again." />;
  if (!items)
    return (
      <Stack spacing={4}>
        {[0, 1].map((i) => (
          <Skeleton key={i} h="180px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
        ))}
      </Stack>
    );
  if (items.length === 0) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" p={8} textAlign="center">
        <Text fontWeight="semibold">All caught up.</Text>
        <Text color="fg.muted" mt={1}>
          {empty}
        </Text>
      </Box>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" spacing={4}>
      {items.map(render)}
    </Stack>
  );
}
