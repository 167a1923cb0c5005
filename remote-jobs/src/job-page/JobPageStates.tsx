import { Alert, AlertDescription, AlertIcon, AlertTitle, Box, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { searchHref } from '../search/state/search-href';

export const SEARCH_HREF = searchHref();

/**
 * Shown instead of the apply button once a listing has ended, because it expired or because
 * the employer closed it (position filled); points to open jobs like it.
 */
export function ClosedBanner({ similarJobsId, filled = false }: { similarJobsId: string; filled?: boolean }) {
  return (
    <Alert status="warning" variant="left-accent" borderRadius="lg" bg="rgba(251, 211, 141, 0.08)" alignItems="start">
      <AlertIcon />
      <Box>
        <AlertTitle>This job is closed</AlertTitle>
        <AlertDescription display="block">
          {filled ? 'The employer has filled this position' : 'The listing has expired'} and no longer takes applications.{' '}
          <Link as={RouterLink} to={{ hash: `#${similarJobsId}` }} textDecoration="underline">
            See similar open jobs
          </Link>
          .
        </AlertDescription>
      </Box>
    </Alert>
  );
}
