import { Box, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * Shows a piece of the site exactly as visitors will see it, but inert: nothing inside
 * takes a click or the focus (its links lead to a page that does not exist yet).
 */
export function PreviewFrame({ label, children, padded = true }: { label: string; children: ReactNode; padded?: boolean }) {
  const captionId = useId();
  return (
    <Box as="figure" m={0} aria-labelledby={captionId}>
      <Text
        as="figcaption"
        id={captionId}
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="0.08em"
        color="whiteAlpha.600"
        mb={2}
        fontWeight="600"
      >
        {label}
      </Text>
      <Box
        inert
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="whiteAlpha.300"
        borderRadius="2xl"
        bg="bg.canvas"
        p={padded ? { base: 4, md: 8 } : 0}
        userSelect="text"
      >
        {children}
      </Box>
    </Box>
  );
}
