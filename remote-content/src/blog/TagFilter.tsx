import { Box, Tag, TagLabel } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { blogListHref } from '@chainwork/shared-config';
import type { BlogTagCount } from '@chainwork/api';
import { tagLabel } from './post-format';

/**
 * The list's tag chips: links, so each filter has its own URL (`/blog?tag=security`),
 * works without script and comes back with the browser's Back button. The chosen one is
 * marked `aria-current`. On a phone the chips are one row that scrolls sideways, so the
 * posts start on the first screen.
 */
export function TagFilter({ tags, current, total }: { tags: readonly BlogTagCount[]; current: string | undefined; total: number }) {
  const chip = (label: string, count: number, href: string, active: boolean) => (
    <Tag
      as={RouterLink}
      to={href}
      aria-current={active ? 'page' : undefined}
      size={{ base: 'md', md: 'lg' }}
      borderRadius="full"
      px={4}
      py={2}
      whiteSpace="nowrap"
      bg={active ? 'brand.500' : 'whiteAlpha.100'}
      color={active ? 'white' : 'brand.100'}
      fontWeight="600"
      cursor="pointer"
      borderWidth="1px"
      borderColor={active ? 'brand.300' : 'transparent'}
      _hover={{ bg: active ? 'brand.400' : 'whiteAlpha.200', color: 'white' }}
      _focusVisible={{ boxShadow: 'outline' }}
    >
      <TagLabel>{label}</TagLabel>
      <TagLabel as="span" ml={2} opacity={0.7} fontWeight="500" aria-label={`(${count} ${count === 1 ? 'post' : 'posts'})`}>
        {count}
      </TagLabel>
    </Tag>
  );
  return (
    <Box
      as="ul"
      aria-label="Filter posts by tag"
      listStyleType="none"
      display="flex"
      gap={2}
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      mx={{ base: -4, md: 0 }}
      px={{ base: 4, md: 0 }}
      py={1}
      sx={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
    >
      <Box as="li" flexShrink={0}>
        {chip('All posts', total, blogListHref({}), !current)}
      </Box>
      {tags.map(({ tag, posts }) => (
        <Box as="li" key={tag} flexShrink={0}>
          {chip(tagLabel(tag), posts, blogListHref({ tag }), tag === current)}
        </Box>
      ))}
    </Box>
  );
}
