import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { JOB_SEARCH_ANCHOR, route } from '@chainwork/shared-config';
import { PageContainer } from './PageContainer';

export function NotFoundPage() {
  return (
    <PageContainer title="Page not found" lead="This page does not exist, or the job it showed has been taken down.">
      <HStack spacing={4} flexWrap="wrap">
        <Button as={RouterLink} to={`${route('home').path}#${JOB_SEARCH_ANCHOR}`} size="lg">Browse the latest jobs</Button>
        <Button as={RouterLink} to={route('home').path} size="lg" variant="outline">Go to the home page</Button>
      </HStack>
    </PageContainer>
  );
}
