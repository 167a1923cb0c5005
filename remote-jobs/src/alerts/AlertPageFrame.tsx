import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An alert page's heading block: the h1 and its lead above the body. The shell's route page
 * gives the width and padding (the host owns page layout); the title is the page's state.
 */
export function AlertPageFrame({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <Stack spacing={4} mb={children ? 10 : 0}>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {title}
        </Heading>
        {lead ? (
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {lead}
          </Text>
        ) : null}
      </Stack>
      {children}
    </>
  );
}
