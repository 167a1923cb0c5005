import { Box, Container, Heading, HStack, Icon, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@chainwork/shared-config/router';
import { BLOG_RSS_PATH } from '@chainwork/shared-config';
import { parseBlogListSearch } from '@chainwork/shared-config/schemas/blog';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { BlogLoadError, PostGridSkeleton } from './BlogStates';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { tagLabel } from './post-format';
import { TagFilter } from './TagFilter';

function RssIcon() {
  return (
    <Icon viewBox="0 0 24 24" boxSize={4} aria-hidden>
      <path
        fill="currentColor"
        d="M4 4a16 16 0 0 1 16 16h-3A13 13 0 0 0 4 7zm0 6a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7zm2 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4z"
      />
    </Icon>
  );
}

/**
 * `/blog`: posts newest first, filtered by a tag and paged through the URL
 * (`?tag=security&page=2`), so every state can be linked and comes back with Back. The
 * newest post of the unfiltered first page is featured wide.
 */
export function BlogListPage() {
  const [params] = useSearchParams();
  const { tag, page } = parseBlogListSearch(params);
  const trpc = useTRPC();
  const { data, status, refetch, isRefetching, isPlaceholderData } = useQuery(
    trpc.blog.list.queryOptions({ ...(tag ? { tag } : {}), page }, { retry: retryTransient, placeholderData: keepPreviousData }),
  );

  const featured = data && !tag && page === 1 ? data.items[0] : undefined;
  const rest = data ? (featured ? data.items.slice(1) : data.items) : [];

  return (
    <Container maxW="6xl" py={{ base: 10, md: 16 }}>
      <Stack spacing={{ base: 8, md: 10 }}>
        <Stack spacing={4} maxW="3xl">
          <Text color="accent.200" fontWeight="700" letterSpacing="0.08em" textTransform="uppercase" fontSize="sm">
            The Chainwork blog
          </Text>
          <Heading as="h1" size="2xl" letterSpacing="-0.02em">
            Blog
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            Practical guides for finding and doing work in crypto: reading offers, salaries, staying safe, remote work and ways in.
          </Text>
          <HStack>
            <Link href={BLOG_RSS_PATH} color="brand.200" fontSize="sm" fontWeight="600" display="inline-flex" alignItems="center" gap={2}>
              <RssIcon /> Follow the blog by RSS
            </Link>
          </HStack>
        </Stack>

        {data ? <TagFilter tags={data.tags} current={tag} total={data.allPosts} /> : null}

        <Text role="status" color="fg.muted" {...(tag ? {} : { srOnly: true as const })}>
          {data && tag ? `${data.total} ${data.total === 1 ? 'post' : 'posts'} tagged “${tagLabel(tag)}”` : ''}
        </Text>

        {status === 'pending' ? <PostGridSkeleton /> : null}
        {status === 'error' ? <BlogLoadError onRetry={() => void refetch()} isRetrying={isRefetching} /> : null}
        {data ? (
          <Stack spacing={8} opacity={isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
            {featured ? <PostCard post={featured} featured /> : null}
            {rest.length ? (
              <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} spacing={6}>
                {rest.map((post) => (
                  <PostCard key={post.slug} post={post} />
                ))}
              </SimpleGrid>
            ) : null}
            {data.items.length === 0 ? (
              <Box bg="bg.surface" borderRadius="xl" p={6}>
                <Text fontSize="lg">{data.total ? 'There are no posts on this page.' : 'No posts have this tag yet.'}</Text>
              </Box>
            ) : null}
            <Pagination page={data.page} pageCount={data.pageCount} tag={tag} />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
