import { Tag, Wrap, WrapItem } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { blogListHref } from '@chainwork/shared-config';
import { tagLabel } from './post-format';

/** A post's tags, each a link to the list filtered by it. */
export function PostTags({ tags, size = 'md' }: { tags: readonly string[]; size?: 'sm' | 'md' }) {
  return (
    <Wrap as="ul" spacing={2} aria-label="Tags" listStyleType="none">
      {tags.map((tag) => (
        <WrapItem as="li" key={tag}>
          <Tag
            as={RouterLink}
            to={blogListHref({ tag })}
            size={size}
            borderRadius="full"
            bg="whiteAlpha.100"
            color="brand.100"
            fontWeight="600"
            position="relative"
            zIndex={1}
            _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
            _focusVisible={{ boxShadow: 'outline' }}
          >
            {tagLabel(tag)}
          </Tag>
        </WrapItem>
      ))}
    </Wrap>
  );
}
