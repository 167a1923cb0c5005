import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { formatPostDate, readingTimeLabel } from './post-format';

/** "The Chainwork team · September 15, 2026 · 5 min read" (author optional). */
export function PostMeta({
  author,
  publishedAt,
  readingMinutes,
  ...rest
}: { author?: string; publishedAt: Date; readingMinutes: number } & StackProps) {
  return (
    <HStack spacing={2} color="fg.muted" fontSize="sm" flexWrap="wrap" {...rest}>
      {author ? (
        <>
          <Text as="span" color="whiteAlpha.900" fontWeight="600">
            {author}
          </Text>
          <Text as="span" aria-hidden>
            ·
          </Text>
        </>
      ) : null}
      <Text as="time" dateTime={publishedAt.toISOString()}>
        {formatPostDate(publishedAt)}
      </Text>
      <Text as="span" aria-hidden>
        ·
      </Text>
      <Text as="span">{readingTimeLabel(readingMinutes)}</Text>
    </HStack>
  );
}
