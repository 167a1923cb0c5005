import { Tag, Wrap, WrapItem } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';

/**
 * A job's tags. `renderLabel` lets the search highlight matched terms; `linkTo` makes each
 * tag a link (the job page links a tag to the search for it).
 */
export function TagList({
  tags,
  label = 'Skills',
  renderLabel,
  linkTo,
}: {
  tags: readonly string[];
  label?: string;
  renderLabel?: (tag: string) => ReactNode;
  linkTo?: (tag: string) => string;
}) {
  if (tags.length === 0) return null;
  return (
    <Wrap as="ul" spacing={2} aria-label={label} listStyleType="none">
      {tags.map((tag) => (
        <WrapItem as="li" key={tag}>
          {linkTo ? (
            <Tag
              as={RouterLink}
              to={linkTo(tag)}
              size="md"
              borderRadius="full"
              bg="whiteAlpha.100"
              color="brand.100"
              fontWeight="600"
              _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
              _focusVisible={{ boxShadow: 'outline' }}
            >
              {renderLabel ? renderLabel(tag) : tag}
            </Tag>
          ) : (
            <Tag size="sm" borderRadius="full" bg="whiteAlpha.100" color="brand.100" fontWeight="600">
              {renderLabel ? renderLabel(tag) : tag}
            </Tag>
          )}
        </WrapItem>
      ))}
    </Wrap>
  );
}
