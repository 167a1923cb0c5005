import { Button, Heading, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
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
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The search failed (after the app's retries): say so and offer the one useful action. */
export function SearchError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StateBox title="We couldn't load jobs">
      <Text color="fg.muted" maxW="md">
        Something went wrong on the way to our server. Check your connection, then try again.
      </Text>
      <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying" mt={2}>
        Retry
      </Button>
    </StateBox>
  );
}

/** A way out of an empty search: a button and what it does. */
export interface EmptyAction {
  label: string;
  onClick: () => void;
}

/**
 * No job matches. Say what to do next: the most useful way out first (remove the filter
 * that narrows most), then the broader ones. With no search at all, the board is empty.
 */
export function SearchEmpty({ actions }: { actions: readonly EmptyAction[] }) {
  if (actions.length === 0) {
    return (
      <StateBox title="No open jobs right now">
        <Text color="fg.muted" maxW="md">
          New roles are added every week. Subscribe to the newsletter at the bottom of this page to hear about them first, or check back
          soon.
        </Text>
      </StateBox>
    );
  }
  return (
    <StateBox title="No jobs match your search">
      <Text color="fg.muted" maxW="md">
        Try removing a filter or searching for something broader.
      </Text>
      <Wrap justify="center" spacing={3} mt={2}>
        {actions.map((action, index) => (
          <WrapItem key={action.label}>
            <Button onClick={action.onClick} variant={index === 0 ? 'solid' : 'outline'}>
              {action.label}
            </Button>
          </WrapItem>
        ))}
      </Wrap>
    </StateBox>
  );
}
