import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { route } from '@chainwork/shared-config';
import { COMPANIES_PAGE_DEFAULT } from '@chainwork/shared-config/companies';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { companiesLabel } from '../counts';
import { CompanyCard } from './CompanyCard';
import { DirectoryFilters } from './DirectoryFilters';
import { DirectoryEmpty, DirectoryError } from './DirectoryStates';
import { useDirectoryState } from './use-directory-state';
import { routeDescription } from '@chainwork/shared-config/meta';

const GRID = { base: 1, md: 2, xl: 3 } as const;

function DirectorySkeleton() {
  return (
    <SimpleGrid columns={GRID} spacing={4} aria-busy="true" aria-label="Loading companies">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} h="132px" borderRadius="xl" />
      ))}
    </SimpleGrid>
  );
}

/**
 * `/companies`: every company with a job on the board or a connected job board, most open
 * jobs first (`companies.list`), searched by name, filtered by ecosystem and "Hiring now",
 * paged by cursor. While a new search loads, the last list stays, dimmed and marked busy.
 */
export function CompaniesDirectory() {
  const trpc = useTRPC();
  const { state, update } = useDirectoryState();
  const list = useInfiniteQuery({
    ...trpc.companies.list.infiniteQueryOptions(
      { ...state, limit: COMPANIES_PAGE_DEFAULT },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, retry: retryTransient },
    ),
    placeholderData: keepPreviousData,
  });
  const companies = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total;
  const filtered = state.q !== undefined || state.ecosystem !== undefined || state.hiring === true;

  let body;
  if (list.isPending) body = <DirectorySkeleton />;
  else if (list.isError && companies.length === 0) {
    body = <DirectoryError onRetry={() => void list.refetch()} isRetrying={list.isRefetching} />;
  } else if (companies.length === 0) {
    body = <DirectoryEmpty filtered={filtered} onClear={() => update({}, 'push')} />;
  } else {
    body = (
      <Stack spacing={6}>
        <SimpleGrid
          as="ul"
          columns={GRID}
          spacing={4}
          listStyleType="none"
          m={0}
          aria-label="Companies"
          opacity={list.isPlaceholderData ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          {companies.map((company) => (
            <Box as="li" key={company.slug}>
              <CompanyCard company={company} />
            </Box>
          ))}
        </SimpleGrid>
        {list.hasNextPage && !list.isPlaceholderData ? (
          <Button
            alignSelf="center"
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            isLoading={list.isFetchingNextPage}
            loadingText="Loading"
          >
            Load more companies
          </Button>
        ) : null}
        {list.isFetchNextPageError ? (
          <Text role="alert" color="red.300" textAlign="center">
            More companies could not be loaded. Try again.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack spacing={{ base: 6, md: 8 }}>
      <Stack spacing={2}>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {route('companies').label}
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="3xl">
          {routeDescription('companies')}
        </Text>
      </Stack>
      <DirectoryFilters state={state} update={update} />
      <Box aria-busy={list.isPlaceholderData || undefined}>
        <Text role="status" aria-live="polite" color="fg.muted" fontWeight="600" mb={4} minH={6}>
          {total === undefined ? '' : list.isPlaceholderData ? 'Updating…' : companiesLabel(total)}
        </Text>
        {body}
      </Box>
    </Stack>
  );
}
