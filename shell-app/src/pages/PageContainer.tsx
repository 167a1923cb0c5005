import { Container, Heading, Stack, Text, type ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's heading block and body width, shared by the shell's own pages. */
export function PageContainer({
  title,
  lead,
  children,
  ...rest
}: { title: string; lead?: ReactNode; children?: ReactNode } & ContainerProps) {
  return (
    <Container maxW="3xl" py={{ base: 12, md: 20 }} {...rest}>
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
    </Container>
  );
}
