import { Suspense } from 'react';
import { Container, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Outlet, useLocation } from '@chainwork/shared-config/router';
import { shellConfig } from '../runtime/runtime-config';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The page inside a layout. When the gateway answered the first document with 404 (an
 * unknown job, say), the first location shows the not-found page whatever route it
 * matches; react-router gives that first history entry the key 'default', so a later
 * navigation (or Back to it) is told apart without extra state.
 */
export function PageOutlet() {
  const location = useLocation();
  if (isInitialNotFound(shellConfig().status, location.key)) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

/** While a lazy page's chunk arrives: its heading and text, in outline. */
export function PageSkeleton() {
  return (
    <Container maxW="3xl" py={{ base: 12, md: 20 }} aria-busy="true" aria-label="Loading">
      <Stack spacing={6}>
        <Skeleton height="48px" width="60%" />
        <SkeletonText noOfLines={8} spacing={4} skeletonHeight="3" />
      </Stack>
    </Container>
  );
}

export function isInitialNotFound(status: number, locationKey: string): boolean {
  return status === 404 && locationKey === 'default';
}
