import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from '@chainwork/shared-config/router';
import { BLOG_PATH, BLOG_PATH_PREFIX, JOB_SEARCH_ANCHOR, route } from '@chainwork/shared-config';
import { PageContainer } from './PageContainer';

/** The not-found page; under /blog/ it speaks of a post and leads back to the blog. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const home = route('home').path;
  if (pathname.startsWith(BLOG_PATH_PREFIX)) {
    return (
      <PageContainer
        title="Post not found"
        lead="This post does not exist, or it has been moved. The blog lists everything we have published."
      >
        <HStack spacing={4} flexWrap="wrap">
          <Button as={RouterLink} to={BLOG_PATH} size="lg">
            See all posts
          </Button>
          <Button as={RouterLink} to={home} size="lg" variant="outline">
            Go to the home page
          </Button>
        </HStack>
      </PageContainer>
    );
  }
  return (
    <PageContainer title="Page not found" lead="This page does not exist, or the job it showed has been taken down.">
      <HStack spacing={4} flexWrap="wrap">
        <Button as={RouterLink} to={`${home}#${JOB_SEARCH_ANCHOR}`} size="lg">
          Browse the latest jobs
        </Button>
        <Button as={RouterLink} to={home} size="lg" variant="outline">
          Go to the home page
        </Button>
      </HStack>
    </PageContainer>
  );
}
