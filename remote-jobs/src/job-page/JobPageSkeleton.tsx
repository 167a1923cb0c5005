import { HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';

export function JobPageSkeleton() {
  return (
    <Stack spacing={8} aria-busy aria-label="Loading job">
      <HStack spacing={5}>
        <SkeletonCircle size="16" />
        <Stack flex="1" spacing={3}>
          <Skeleton height="36px" width="70%" />
          <Skeleton height="18px" width="30%" />
        </Stack>
      </HStack>
      <Skeleton height="88px" borderRadius="xl" />
      <SkeletonText noOfLines={12} spacing={4} skeletonHeight="3" />
    </Stack>
  );
}
