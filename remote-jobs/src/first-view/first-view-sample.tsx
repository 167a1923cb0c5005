import { ChakraProvider, Stack } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { createTrpcClient, theme, TRPCProvider } from '@chainwork/shared-config/react';
import { JobSearch } from '../search/JobSearch';
import { FiltersPanel } from '../search/filters/FiltersPanel';
import { JobView } from '../job-page/JobView';
import { JobPageSkeleton } from '../job-page/JobPageSkeleton';
import { ResultsList } from '../search/results/ResultsList';
import { SimilarJobs } from '../job-page/SimilarJobs';
import { CardListItem } from '../search/results/CardListItem';
import { JobCard, NO_TERMS } from '../search/results/JobCard';
import { JobListSkeleton } from '../search/results/JobCardSkeleton';
import { makeJob, makeSummary } from '../test/fixtures';
import { DAY_MS } from '@chainwork/shared-config/time';

/** A description with every block a job's description commonly has. */
const DESCRIPTION = [
  '## About the role',
  'Build **contracts** and *tooling*, with [our docs](https://example.com) at hand.',
  '### What you will do',
  '- Ship features\n- Review code',
  '1. Design\n2. Build',
  'Run `forge test` before you push.',
  '```\nforge build\n```',
  '> We value careful work.',
].join('\n\n');

/**
 * What this remote's first views draw at once, for the build's prebuilt styles
 * (scripts/build/first-view-styles.ts): the search's frame on `/`, a job page's view of an
 * open job (facts, skills, Apply, the description's blocks) and its similar-jobs section, job
 * cards as the results and the similar jobs show them (plain and featured), and their loading
 * skeleton; and what the results' interactions draw first, so that none of them inserts a
 * rule (which restyles the whole page) at a click: the job page's skeleton (opening a job),
 * the sidebar's filters (drawn again on Back), the list loading its next page (the
 * button's spinner, the cards' skeleton). Sample data: only the
 * styles are kept, and those depend on what is drawn, not on the words.
 */
export function firstViewSample() {
  const now = new Date();
  // The search's own frame (box, filters, sort) as `/` first draws it; rendered once, it asks nothing.
  const queryClient = new QueryClient();
  return (
    <ChakraProvider theme={theme}>
      <MemoryRouter>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={createTrpcClient()} queryClient={queryClient}>
            <JobSearch />
            <SimilarJobs slug="sample-job" moreHref="/" moreLabel="All open jobs" />
          </TRPCProvider>
        </QueryClientProvider>
        <JobView job={makeJob({ Description: DESCRIPTION, employerVerified: true })} shareBar={null} />
        <JobListSkeleton count={1} />
        <JobPageSkeleton />
        <FiltersPanel state={{}} facets={undefined} countsStatus="loading" onChange={() => undefined} />
        <ResultsList
          pinned={[]}
          jobs={[makeSummary(3)]}
          terms={NO_TERMS}
          hasNextPage
          canLoadMore
          canAutoLoad={false}
          isFetchingNextPage
          isFetchNextPageError={false}
          onLoadMore={() => undefined}
        />
        <Stack as="ul">
          <CardListItem>
            <JobCard job={makeSummary(1)} now={now} />
          </CardListItem>
          <CardListItem>
            <JobCard job={makeSummary(2, { featuredUntil: new Date(now.getTime() + 7 * DAY_MS) })} now={now} />
          </CardListItem>
        </Stack>
      </MemoryRouter>
    </ChakraProvider>
  );
}
