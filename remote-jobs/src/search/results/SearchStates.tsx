import { Button, Heading, Stack, Text } from '@chakra-ui/react';

function StateBox({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={3} align="center" textAlign="center" borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" px={6} py={{ base: 10, md: 14 }}>
      <Heading as="h3" size="md">{title}</Heading>
      {children}
    </Stack>
  );
}

/** First page failed (after the app's retries): say so and offer the one useful action. */
export function SearchError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StateBox title="We couldn't load the latest jobs">
      <Text color="fg.muted" maxW="md">Check your connection, then try again. If it keeps failing, the service may be busy for a moment.</Text>
      <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying" mt={2}>Retry</Button>
    </StateBox>
  );
}

export function SearchEmpty() {
  return (
    <StateBox title="No open jobs right now">
      <Text color="fg.muted" maxW="md">
        New roles are added every week. Subscribe to the newsletter at the bottom of this page to hear about them first, or check back soon.
      </Text>
    </StateBox>
  );
}
