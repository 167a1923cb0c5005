import { Tag, Wrap, WrapItem } from '@chakra-ui/react';

export function TagList({ tags, label = 'Skills' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null;
  return (
    <Wrap as="ul" spacing={2} aria-label={label} listStyleType="none">
      {tags.map((tag) => (
        <WrapItem as="li" key={tag}>
          <Tag size="sm" borderRadius="full" bg="whiteAlpha.100" color="brand.100" fontWeight="600">{tag}</Tag>
        </WrapItem>
      ))}
    </Wrap>
  );
}
