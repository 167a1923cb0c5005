import { Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { blogPostPath } from '@chainwork/shared-config';
import type { BlogPostSummary } from '@chainwork/api';
import { PostCover } from './PostCover';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';

/**
 * A post in a list: the whole card opens the post (LinkOverlay), its tags stay links of
 * their own. `featured` lays it out wide, cover beside the text, from the md breakpoint.
 */
export function PostCard({
  post,
  featured = false,
  headingLevel = 'h2',
}: {
  post: BlogPostSummary;
  featured?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <LinkBox
      as="article"
      data-group
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="2xl"
      overflow="hidden"
      display="flex"
      flexDirection={featured ? { base: 'column', md: 'row' } : 'column'}
      h="full"
      // At once, as a job card: a CSS transition's events each go through React's root listener.
      _hover={{ borderColor: 'brand.400' }}
      _focusWithin={{ borderColor: 'brand.300' }}
    >
      <PostCover
        image={post.cover.image}
        alt=""
        borderRadius="none"
        flexShrink={0}
        w={featured ? { base: 'full', md: '55%' } : 'full'}
        eager={featured}
      />
      <Stack spacing={3} p={{ base: 5, md: featured ? 8 : 6 }} flex="1" justify={featured ? 'center' : 'start'}>
        <PostTags tags={post.tags} size="sm" />
        <Heading as={headingLevel} size={featured ? 'lg' : 'md'} lineHeight="1.25" letterSpacing="-0.01em">
          <LinkOverlay as={RouterLink} to={blogPostPath(post.slug)} _groupHover={{ color: 'accent.100' }}>
            {post.title}
          </LinkOverlay>
        </Heading>
        <Text color="whiteAlpha.800" noOfLines={featured ? 4 : 3}>
          {post.description}
        </Text>
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} mt="auto" pt={2} />
      </Stack>
    </LinkBox>
  );
}
