import { Tag, TagLabel, Wrap, WrapItem } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { blogListHref } from '@chainwork/shared-config';
import type { BlogTagCount } from '@chainwork/api';
import { tagLabel } from './post-format';

/**
 * The list's tag chips: links, so each filter has its own URL (`/blog?tag=security`),
 * works without script and comes back with the browser's Back button. The chosen one is
 * marked `aria-current`.
 */
export function TagFilter({ tags, current, total }: { tags: readonly BlogTagCount[]; current: string | undefined; total: number }) {
  const chip = (label: string, count: number, href: string, active: boolean) => (
    <Tag as={RouterLink} to={href} aria-current={active ? 'page' : undefined} size="lg" borderRadius="full" px={4} py={2}
      bg={active ? 'brand.500' : 'whiteAlpha.100'} color={active ? 'white' : 'brand.100'} fontWeight="600" cursor="pointer"
      borderWidth="1px" borderColor={active ? 'brand.300' : 'transparent'}
      _hover={{ bg: active ? 'brand.400' : 'whiteAlpha.200', color: 'white' }} _focusVisible={{ boxShadow: 'outline' }}>
      <TagLabel>{label}</TagLabel>
      <TagLabel as="span" ml={2} opacity={0.7} fontWeight="500" aria-label={`(${count} ${count === 1 ? 'post' : 'posts'})`}>{count}</TagLabel>
    </Tag>
  );
  return (
    <Wrap as="ul" spacing={2} listStyleType="none" aria-label="Filter posts by tag">
      <WrapItem as="li">{chip('All posts', total, blogListHref({}), !current)}</WrapItem>
      {tags.map(({ tag, posts }) => <WrapItem as="li" key={tag}>{chip(tagLabel(tag), posts, blogListHref({ tag }), tag === current)}</WrapItem>)}
    </Wrap>
  );
}
