import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { RECENTLY_CLOSED_DAYS } from '@chainwork/shared-config/companies';
import { CardListItem } from '../../search/results/CardListItem';
import { JobCard } from '../../search/results/JobCard';
import { searchHref } from '../../search/state/search-href';
import { recentlyClosedLabel } from '../counts';
import type { CompanyProfile } from '../outputs';

/** The company's open jobs as the search's cards, newest first, and how many roles closed lately. */
export function CompanyJobs({ company }: { company: CompanyProfile }) {
  const [now] = useState(() => new Date());
  const more = company.openJobsTotal - company.openJobs.length;
  return (
    <Stack as="section" aria-labelledby="company-jobs-heading" spacing={5}>
      <Stack spacing={1}>
        <Heading as="h2" id="company-jobs-heading" size="lg">
          Open jobs ({company.openJobsTotal})
        </Heading>
        <Text color="fg.muted">{recentlyClosedLabel(company.recentlyClosed, RECENTLY_CLOSED_DAYS)}</Text>
      </Stack>
      {company.openJobs.length === 0 ? (
        <Text color="fg.muted">
          {company.name} has no open jobs on Chainwork right now.{' '}
          <Link as={RouterLink} to={searchHref()} color="accent.200" fontWeight="600">
            Browse the latest jobs
          </Link>
        </Text>
      ) : (
        <Stack as="ul" spacing={4} listStyleType="none" m={0} aria-label={`Open jobs at ${company.name}`}>
          {company.openJobs.map((job) => (
            <CardListItem key={job.id}>
              <JobCard job={job} now={now} />
            </CardListItem>
          ))}
        </Stack>
      )}
      {more > 0 ? (
        <Link as={RouterLink} to={searchHref({ company: company.slug })} color="accent.200" fontWeight="600" alignSelf="start">
          See all {company.openJobsTotal} jobs at {company.name} →
        </Link>
      ) : null}
    </Stack>
  );
}
