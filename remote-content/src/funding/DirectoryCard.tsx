import { Badge, Box, Heading, Link, Stack, Text, Wrap, WrapItem } from '@chakra-ui/react';
import { DIRECTORY_TYPE_TERMS, ECOSYSTEM_TERMS, FOCUS_AREA_TERMS, FUNDING_STAGE_TERMS, termLabel } from '@chainwork/shared-config/content';
import type { RouterOutputs } from '@chainwork/api';

export type DirectoryEntry = RouterOutputs['content']['directory']['list']['items'][number];

const TYPE_COLOURS: Record<string, string> = { 'venture-fund': 'purple', accelerator: 'pink', 'grant-programme': 'green' };

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function DirectoryCard({ entry }: { entry: DirectoryEntry }) {
  const stages = entry.stages.map((s) => termLabel(FUNDING_STAGE_TERMS, s)).join(', ');
  return (
    <Box
      as="article"
      aria-labelledby={`entry-${entry.slug}`}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      p={5}
      display="flex"
      flexDirection="column"
      gap={3}
      // At once, as a job card: a CSS transition's events each go through React's root listener.
      _hover={{ borderColor: 'whiteAlpha.400' }}
    >
      <Stack spacing={2}>
        <Badge
          alignSelf="flex-start"
          colorScheme={TYPE_COLOURS[entry.type]}
          variant="subtle"
          borderRadius="full"
          px={2}
          textTransform="none"
        >
          {termLabel(DIRECTORY_TYPE_TERMS, entry.type)}
        </Badge>
        <Heading as="h3" id={`entry-${entry.slug}`} size="md" lineHeight="short">
          {entry.name}
        </Heading>
      </Stack>
      <Text fontSize="sm" color="whiteAlpha.800" flex="1">
        {entry.description}
      </Text>
      <Stack spacing={1} fontSize="xs" color="fg.muted">
        <Text>
          <Box as="span" fontWeight="semibold" color="whiteAlpha.800">
            Location:
          </Box>{' '}
          {entry.location}
        </Text>
        {stages ? (
          <Text>
            <Box as="span" fontWeight="semibold" color="whiteAlpha.800">
              Stages:
            </Box>{' '}
            {stages}
          </Text>
        ) : null}
        {entry.terms ? (
          <Text>
            <Box as="span" fontWeight="semibold" color="whiteAlpha.800">
              Terms:
            </Box>{' '}
            {entry.terms}
          </Text>
        ) : null}
      </Stack>
      <Wrap spacing={1.5} aria-label="Focus and ecosystems">
        {entry.focus.map((f) => (
          <WrapItem key={f}>
            <Badge variant="outline" colorScheme="whiteAlpha" color="whiteAlpha.800" textTransform="none" fontWeight="medium">
              {termLabel(FOCUS_AREA_TERMS, f)}
            </Badge>
          </WrapItem>
        ))}
        {entry.ecosystems.map((e) => (
          <WrapItem key={e}>
            <Badge variant="subtle" colorScheme="purple" textTransform="none" fontWeight="medium">
              {termLabel(ECOSYSTEM_TERMS, e)}
            </Badge>
          </WrapItem>
        ))}
      </Wrap>
      <Link
        href={entry.website}
        isExternal
        rel="noopener noreferrer"
        color="accent.200"
        fontSize="sm"
        fontWeight="semibold"
        alignSelf="flex-start"
      >
        {hostOf(entry.website)}{' '}
        <Box as="span" aria-hidden>
          ↗
        </Box>
        <Box as="span" srOnly>
          {' '}
          ({entry.name}, opens in a new tab)
        </Box>
      </Link>
    </Box>
  );
}
