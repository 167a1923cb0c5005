import { HStack, Skeleton, Stack } from '@chakra-ui/react';

/** The flow's shape while the draft loads. */
export function FlowSkeleton() {
  return (
    <Stack spacing={8} aria-busy="true" aria-label="Loading your draft">
      <HStack spacing={3}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height="32px" flex="1" borderRadius="full" />
        ))}
      </HStack>
      <Skeleton height="480px" borderRadius="2xl" />
    </Stack>
  );
}
