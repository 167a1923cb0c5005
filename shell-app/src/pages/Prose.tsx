import { Box, Heading, ListItem, Text, UnorderedList, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Long-form text with a readable measure and rhythm (legal pages, About). */
export function Prose(props: BoxProps) {
  return <Box fontSize="lg" lineHeight="tall" color="whiteAlpha.800" sx={{ '& > * + *': { mt: 5 } }} {...props} />;
}

export function ProseHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" size="md" color="white" pt={6}>
      {children}
    </Heading>
  );
}

export function ProseText({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

export function ProseList({ items }: { items: ReactNode[] }) {
  return (
    <UnorderedList spacing={2} pl={2}>
      {items.map((item, i) => (
        <ListItem key={i}>{item}</ListItem>
      ))}
    </UnorderedList>
  );
}
