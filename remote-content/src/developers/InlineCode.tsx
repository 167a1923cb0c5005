import { Code } from '@chakra-ui/react';

/**
 * A description from the document as text, its `backticked` words as code (the one piece of
 * markdown the api's descriptions use). Never HTML: the document is data from the network.
 */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Code key={i} fontSize="0.9em">
            {part}
          </Code>
        ) : (
          part
        ),
      )}
    </>
  );
}
