import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { blogListHref } from '@chainwork/shared-config';

/** Previous / next pages of the list, as links that keep the tag. Nothing when there is one page. */
export function Pagination({ page, pageCount, tag }: { page: number; pageCount: number; tag: string | undefined }) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" spacing={4}>
      {page > 1 ? (
        <Button
          as={RouterLink}
          to={blogListHref({ tag, page: page - 1 })}
          variant="outline"
          colorScheme="whiteAlpha"
          color="white"
          rel="prev"
        >
          ← Newer posts
        </Button>
      ) : (
        <span />
      )}
      <Text color="fg.muted" fontSize="sm" aria-current="page">
        Page {page} of {pageCount}
      </Text>
      {page < pageCount ? (
        <Button
          as={RouterLink}
          to={blogListHref({ tag, page: page + 1 })}
          variant="outline"
          colorScheme="whiteAlpha"
          color="white"
          rel="next"
        >
          Older posts →
        </Button>
      ) : (
        <span />
      )}
    </HStack>
  );
}
