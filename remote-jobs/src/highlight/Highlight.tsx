import { Box } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { highlightSegments } from './highlight';

/** `text` with the search terms marked (`<mark>`, brand-tinted). Renders text only, never HTML. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const segments = useMemo(() => highlightSegments(text, terms), [text, terms]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <Box
            as="mark"
            key={index}
            bg="rgba(173, 125, 255, 0.28)"
            color="inherit"
            borderRadius="sm"
            px="1px"
            boxShadow="inset 0 -2px 0 var(--chakra-colors-accent-300)"
          >
            {segment.text}
          </Box>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
