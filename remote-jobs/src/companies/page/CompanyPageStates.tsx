import { Box, Button, Heading, Skeleton, SkeletonText, Stack, Text, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { COMPANY_MESSAGES } from '@chainwork/shared-config/companies';
import { COMPANIES_PATH } from '../company-paths';
import { JobListSkeleton } from '../../search/results/JobCardSkeleton';

export function CompanyNotFound() {
  return (
    <Stack spacing={4} py={8}>
      <Heading as="h1" size="xl">
        {COMPANY_MESSAGES.notFound}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        No company on Chainwork has this address. It may have been renamed.
      </Text>
      <Box>
        <Button as={RouterLink} to={COMPANIES_PATH} size="lg">
          Browse companies
        </Button>
      </Box>
    </Stack>
  );
}

export function CompanyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <Stack spacing={4} py={8}>
      <Heading as="h1" size="xl">
        We couldn't load this company
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Check your connection and try again, or go back to the companies.
      </Text>
      <Stack direction="row" spacing={3}>
        <Button onClick={onRetry} isLoading={isRetrying} loadingText="Retrying">
          Retry
        </Button>
        <Button as={RouterLink} to={COMPANIES_PATH} variant="outline">
          Companies
        </Button>
      </Stack>
    </Stack>
  );
}

export function CompanyPageSkeleton() {
  return (
    <Stack spacing={8} aria-busy="true" aria-label="Loading the company">
      <HStack spacing={6}>
        <Skeleton boxSize="96px" borderRadius="xl" />
        <Stack flex="1" spacing={3}>
          <Skeleton h="40px" w="60%" />
          <Skeleton h="20px" w="35%" />
        </Stack>
      </HStack>
      <SkeletonText noOfLines={4} spacing={3} skeletonHeight="3" maxW="3xl" />
      <JobListSkeleton count={3} label="Loading open jobs" />
    </Stack>
  );
}
