import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Code to copy (a curl command, an API key): the text in a scrollable, focusable block and a
 * real button named after what it copies. The outcome is announced in a live region.
 */
export function CodeBlock({
  code,
  label,
  copyLabel = `Copy ${label}`,
  maxH,
  wrap = false,
  buttonRef,
}: {
  code: string;
  /** What the block holds, for screen readers ("curl example for GET /api/v1/jobs"). */
  label: string;
  /** The copy button's accessible name; it starts with its visible word, "Copy". */
  copyLabel?: string;
  maxH?: string;
  /** Break a long unbroken line (a key) instead of scrolling it, so a phone shows it whole. */
  wrap?: boolean;
  buttonRef?: React.Ref<HTMLButtonElement>;
}) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    setState('idle');
  }, [code]);

  const copy = async () => {
    setState((await copyText(code)) ? 'copied' : 'failed');
  };

  return (
    <Box
      as="figure"
      aria-label={label}
      m={0}
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="lg"
      bg="blackAlpha.400"
      overflow="hidden"
    >
      {/* Focusable, so a keyboard can scroll a long line. */}
      <Box
        as="pre"
        tabIndex={0}
        m={0}
        p={4}
        overflow="auto"
        maxH={maxH}
        fontFamily="mono"
        fontSize="sm"
        lineHeight="1.6"
        whiteSpace={wrap ? 'pre-wrap' : 'pre'}
        wordBreak={wrap ? 'break-all' : 'normal'}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '-2px' }}
      >
        <code>{code}</code>
      </Box>
      <HStack justify="space-between" px={3} py={2} borderTopWidth="1px" borderColor="border.subtle" spacing={3}>
        <Text role="status" fontSize="sm" color={state === 'failed' ? 'red.300' : 'fg.muted'}>
          {state === 'copied' ? 'Copied to the clipboard.' : state === 'failed' ? 'Could not copy: select the text and copy it.' : ''}
        </Text>
        <Button ref={buttonRef} size="sm" variant="outline" onClick={() => void copy()} aria-label={copyLabel} flexShrink={0}>
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
    </Box>
  );
}
