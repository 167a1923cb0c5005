import { Box, Container, Divider, Flex, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { BLOG_PATH, BLOG_RELATED_COUNT } from '@chainwork/shared-config';
import type { BlogProps } from '@chainwork/shared-config/federation';
import { isMissingPage, retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { BlogLoadError } from './BlogStates';
import { PostCard } from './PostCard';
import { PostCover } from './PostCover';
import { PostMarkdown } from './PostMarkdown';
import { PostMeta } from './PostMeta';
import { PostTags } from './PostTags';

/** The newsletter call to action under a post. */
export const NEWSLETTER_CTA_HEADING = 'Get new posts and jobs in your inbox';

function PostSkeleton() {
  return (
    <Stack spacing={6} aria-busy="true" aria-label="Loading the post">
      <Skeleton h="20px" w="40%" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
      <Skeleton h="48px" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
      <Skeleton h="300px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
      <Skeleton h="160px" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
    </Stack>
  );
}

/**
 * `/blog/:slug`: a post with its cover, share bars (the navigation remote's ShareBar,
 * as on a job page), the newsletter's inline form as a call to action, and related posts;
 * the shell composes in the share bars, the form and its not-found page (`BlogProps`).
 * The query key is exactly `blog.bySlug({ slug })`: the shell's metadata sync reads the
 * same cache entry. Related posts are asked for at the same time (one batched request).
 */
export function BlogPostPage({ slug, renderShareBar, renderNewsletter, notFound = null }: BlogProps & { slug: string }) {
  const trpc = useTRPC();
  const { data: post, status, error, refetch, isRefetching } = useQuery(trpc.blog.bySlug.queryOptions({ slug }, { retry: retryTransient }));
  const related = useQuery(trpc.blog.related.queryOptions({ slug, limit: BLOG_RELATED_COUNT }, { retry: retryTransient }));

  if (status === 'error' && isMissingPage(error)) return <>{notFound}</>;

  return (
    <Box py={{ base: 8, md: 14 }}>
      <Container maxW="3xl">
        <Link as={RouterLink} to={BLOG_PATH} color="fg.muted" fontSize="sm">
          ← All posts
        </Link>
        {status === 'pending' ? (
          <Box mt={8}>
            <PostSkeleton />
          </Box>
        ) : null}
        {status === 'error' ? (
          <Box mt={8}>
            <BlogLoadError onRetry={() => void refetch()} isRetrying={isRefetching} />
          </Box>
        ) : null}
        {post ? (
          <Stack as="article" spacing={{ base: 7, md: 9 }} mt={{ base: 6, md: 8 }}>
            <Stack spacing={5}>
              <PostTags tags={post.tags} />
              <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="-0.025em">
                {post.title}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.800">
                {post.description}
              </Text>
              <Flex justify="space-between" align="center" gap={4} wrap="wrap" pt={1}>
                <PostMeta
                  author={post.author.name}
                  publishedAt={post.publishedAt}
                  readingMinutes={post.readingMinutes}
                  fontSize={{ base: 'sm', sm: 'md' }}
                />
                <Box flexShrink={0}>{renderShareBar?.({ slug: post.slug, title: post.title, kind: 'post' })}</Box>
              </Flex>
            </Stack>
            <PostCover image={post.cover.image} alt={post.cover.alt} eager borderWidth="1px" borderColor="border.subtle" />
            <PostMarkdown markdown={post.body} />
            <Divider borderColor="border.subtle" />
            <Flex justify="space-between" align="center" gap={4} wrap="wrap">
              <Text fontWeight="600">Found this useful? Pass it on.</Text>
              <Box flexShrink={0}>{renderShareBar?.({ slug: post.slug, title: post.title, kind: 'post' })}</Box>
            </Flex>
            <Box
              as="aside"
              aria-label="Newsletter"
              borderRadius="2xl"
              p={{ base: 6, md: 8 }}
              borderWidth="1px"
              borderColor="brand.700"
              bgGradient="linear(135deg, rgba(124, 58, 237, 0.22), rgba(226, 53, 151, 0.14))"
            >
              {renderNewsletter?.({ heading: NEWSLETTER_CTA_HEADING })}
            </Box>
          </Stack>
        ) : null}
      </Container>
      {post && related.data?.length ? (
        <Container maxW="6xl" mt={{ base: 14, md: 20 }}>
          <Stack as="section" aria-labelledby="related-posts" spacing={6}>
            <Heading as="h2" id="related-posts" size="lg" letterSpacing="-0.01em">
              Keep reading
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
              {related.data.map((item) => (
                <PostCard key={item.slug} post={item} headingLevel="h3" />
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      ) : null}
    </Box>
  );
}
