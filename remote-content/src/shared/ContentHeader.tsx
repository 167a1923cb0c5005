import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_MAX_WIDTH } from '@chainwork/shared-config/react';

/** The content pages' header band: the page's h1, a lead, and an optional action on the right. */
export function ContentHeader({ title, lead, action, eyebrow }: { title: string; lead: ReactNode; action?: ReactNode; eyebrow?: string }) {
  return (
    <Box position="relative" overflow="hidden" borderBottomWidth="1px" borderColor="border.subtle">
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        pointerEvents="none"
        bg="radial-gradient(520px 240px at 10% 0%, rgba(124, 58, 237, 0.28), transparent 70%), radial-gradient(420px 220px at 95% 10%, rgba(226, 53, 151, 0.16), transparent 70%)"
      />
      <Container maxW={PAGE_MAX_WIDTH} position="relative" py={{ base: 10, md: 14 }}>
        <Stack direction={{ base: 'column', md: 'row' }} spacing={6} justify="space-between" align={{ base: 'stretch', md: 'flex-end' }}>
          <Stack spacing={3} maxW="3xl">
            {eyebrow ? (
              <Text fontSize="sm" fontWeight="semibold" color="accent.200" textTransform="uppercase" letterSpacing="0.1em">
                {eyebrow}
              </Text>
            ) : null}
            <Heading as="h1" size="2xl" letterSpacing="-0.02em">
              {title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {lead}
            </Text>
          </Stack>
          {action ? <Box flexShrink={0}>{action}</Box> : null}
        </Stack>
      </Container>
    </Box>
  );
}
