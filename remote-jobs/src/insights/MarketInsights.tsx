import { Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { route } from '@chainwork/shared-config';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { formatPostedDate } from '../format/age';
import { JobsPerWeekChart } from './JobsPerWeekChart';
import { RemoteShareChart } from './RemoteShareChart';
import { SalaryChart } from './SalaryChart';
import { senioritySalaryRows, tagSalaryRows } from './summaries';
import { TopTagsChart } from './TopTagsChart';

const PAGE_TITLE = route('jobMarketInsights').label;

function Header({ children }: { children?: React.ReactNode }) {
  return (
    <Stack spacing={3} maxW="3xl">
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="-0.03em">
        {PAGE_TITLE}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
        The crypto job market in numbers, computed from the jobs posted on this board: how many, which skills, what they pay, and how many
        are remote.
      </Text>
      {children}
    </Stack>
  );
}

/**
 * /resources/job-market-analytics: charts over `insights.market()`. Each chart has a
 * heading, a summary in words and a data table, so nothing is only in the drawing.
 */
export function MarketInsights() {
  const api = useTRPC();
  const { data, error, refetch, isRefetching } = useQuery(api.insights.market.queryOptions(undefined, { retry: retryTransient }));

  if (!data) {
    if (error) {
      return (
        <Stack spacing={8}>
          <Header />
          <Stack spacing={3} align="start" borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" p={8}>
            <Heading as="h2" size="md">
              We couldn't load the market numbers
            </Heading>
            <Text color="fg.muted">Check your connection, then try again.</Text>
            <Button onClick={() => void refetch()} isLoading={isRefetching} loadingText="Retrying">
              Retry
            </Button>
          </Stack>
        </Stack>
      );
    }
    return (
      <Stack spacing={8} aria-busy aria-label="Loading market insights">
        <Header />
        <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={6}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="22rem" borderRadius="xl" />
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack spacing={{ base: 8, md: 10 }}>
      <Header>
        <Text fontSize="sm" color="whiteAlpha.600">
          Updated <time dateTime={data.generatedAt.toISOString()}>{formatPostedDate(data.generatedAt)}</time>. Salaries are yearly, in US
          dollars, from jobs that state one.
        </Text>
      </Header>
      <JobsPerWeekChart weeks={data.weeks} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} spacing={6}>
        <TopTagsChart tags={data.topTags} />
        <RemoteShareChart remote={data.remote} weeks={data.weeks} />
        <SalaryChart title="Salaries by skill" groupLabel="Skill" what="skill" rows={tagSalaryRows(data)} />
        <SalaryChart title="Salaries by seniority" groupLabel="Seniority" what="seniority" rows={senioritySalaryRows(data)} />
      </SimpleGrid>
    </Stack>
  );
}
