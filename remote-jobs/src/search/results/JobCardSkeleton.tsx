import { Box, HStack, Skeleton, Stack } from '@chakra-ui/react';

export function JobCardSkeleton() {
  return (
    <Box borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={{ base: 5, md: 6 }} bg="bg.surface">
      <HStack spacing={5} align="start">
        <Skeleton boxSize="48px" borderRadius="xl" />
        <Stack flex="1" spacing={3}>
          <Skeleton height="20px" width="55%" />
          <Skeleton height="14px" width="40%" />
          <Skeleton height="14px" width="25%" />
          <HStack spacing={2}>
            <Skeleton height="20px" width="64px" borderRadius="full" />
            <Skeleton height="20px" width="80px" borderRadius="full" />
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}

export function JobListSkeleton({ count = 4, label = 'Loading jobs' }: { count?: number; label?: string }) {
  return (
    <Stack spacing={4} aria-busy aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </Stack>
  );
}
