import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function StateBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack
      spacing={3}
      align="center"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.subtle"
      borderRadius="xl"
      px={6}
      py={{ base: 10, md: 14 }}
    >
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function DirectoryError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StateBox title="We couldn't load companies">
      <Text color="fg.muted" maxW="md">
        Something went wrong on the way to our server. Check your connection, then try again.
      </Text>
      <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying" mt={2}>
        Retry
      </Button>
    </StateBox>
  );
}

/** Nothing matches: with filters on, a way back to every company; with none, the board has no companies yet. */
export function DirectoryEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (!filtered) {
    return (
      <StateBox title="No companies yet">
        <Text color="fg.muted" maxW="md">
          Companies appear here with their first job. Check back soon.
        </Text>
      </StateBox>
    );
  }
  return (
    <StateBox title="No companies match">
      <Text color="fg.muted" maxW="md">
        Try another name, another ecosystem, or companies that are not hiring right now.
      </Text>
      <Button onClick={onClear} mt={2}>
        Show all companies
      </Button>
    </StateBox>
  );
}
