import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';

/** Grey cards in the shape of the list while it loads. */
export function PostGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} spacing={6} aria-busy="true" aria-label="Loading posts">
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} spacing={4} bg="bg.surface" borderRadius="2xl" overflow="hidden" pb={6}>
          <Skeleton h="180px" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
          <Skeleton h="24px" mx={6} startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
          <Skeleton h="48px" mx={6} startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function BlogLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Stack spacing={4} align="start" role="alert" bg="bg.surface" borderRadius="xl" p={6}>
      <Heading as="h2" size="md">
        The posts could not be loaded
      </Heading>
      <Text color="fg.muted">This is usually brief. Please try again.</Text>
      <Button onClick={onRetry} isLoading={isRetrying}>
        Try again
      </Button>
    </Stack>
  );
}
