import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Wordmark } from '@chainwork/shared-config/react';

/** The focused card every step of signing in or up sits in. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Box w="full" maxW="440px" mx="auto" my={{ base: 8, md: 16 }} px={{ base: 4, md: 0 }} textAlign="left">
      <Box
        bg="bg.surface"
        borderWidth="1px"
        borderColor="border.subtle"
        borderRadius="2xl"
        px={{ base: 6, md: 10 }}
        py={{ base: 8, md: 10 }}
        boxShadow="0 24px 80px rgba(124, 58, 237, 0.18)"
        position="relative"
        overflow="hidden"
      >
        <Box position="absolute" insetX={0} top={0} h="4px" layerStyle="brand" aria-hidden />
        <Stack spacing={2} mb={children ? 8 : 0}>
          <Wordmark fontSize="lg" mb={3} />
          <Heading as="h1" size="lg" letterSpacing="-0.02em">
            {title}
          </Heading>
          {lead ? <Text color="fg.muted">{lead}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
