import { Box, Button, Code, Heading, HStack, ListItem, Stack, Text, UnorderedList } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { isoOf, keyDate } from './key-dates';

/** What the list shows of a key: never the key itself, which the api does not keep. */
export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
}

/** The person's keys, newest first as the api lists them, each with its Revoke button. */
export function KeyList({
  keys,
  headingRef,
  onRevoke,
}: {
  keys: readonly KeyRow[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onRevoke: (key: KeyRow) => void;
}) {
  return (
    <Stack as="section" aria-labelledby="api-keys-list" spacing={4}>
      <Heading as="h2" id="api-keys-list" size="md" ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        Your keys ({keys.length})
      </Heading>
      {keys.length === 0 ? (
        <Box borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" p={6}>
          <Text fontWeight="semibold">No keys yet.</Text>
          <Text color="fg.muted" mt={1}>
            The API works without one; create a key when you need the higher limit.
          </Text>
        </Box>
      ) : (
        <UnorderedList styleType="none" ml={0} spacing={3}>
          {keys.map((key) => (
            <ListItem key={key.id} borderWidth="1px" borderColor="border.subtle" borderRadius="xl" bg="bg.surface" p={4}>
              <Stack
                direction={{ base: 'column', sm: 'row' }}
                justify="space-between"
                align={{ base: 'stretch', sm: 'center' }}
                spacing={3}
              >
                <Stack spacing={1} minW={0}>
                  <Text as="h3" fontWeight="semibold" wordBreak="break-word">
                    {key.name}
                  </Text>
                  <HStack spacing={2} flexWrap="wrap" fontSize="sm" color="fg.muted">
                    <Code fontSize="sm" aria-label={`Starts with ${key.prefix}`}>
                      {key.prefix}…
                    </Code>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Created <time dateTime={isoOf(key.createdAt)}>{keyDate(key.createdAt)}</time>
                    {' · '}Last used{' '}
                    {key.lastUsedAt === null ? 'never' : <time dateTime={isoOf(key.lastUsedAt)}>{keyDate(key.lastUsedAt)}</time>}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  colorScheme="red"
                  onClick={() => onRevoke(key)}
                  aria-label={`Revoke ${key.name}`}
                  flexShrink={0}
                >
                  Revoke
                </Button>
              </Stack>
            </ListItem>
          ))}
        </UnorderedList>
      )}
    </Stack>
  );
}
