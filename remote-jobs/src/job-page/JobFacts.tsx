import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Job } from '@chainwork/api';
import { JOB_TWO_COLUMNS_QUERY } from '@chainwork/shared-config/job-layout';
import { formatPostedDate } from '../format/age';
import { employmentTypeLabel, seniorityLabel } from '../format/job-labels';
import { formatSalary, isSalaryDisclosed } from '../format/salary';
import { provenanceText } from '../format/provenance';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1}>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="0.08em" color="whiteAlpha.600">
        {label}
      </Text>
      <Box as="dd" fontWeight="600" m={0}>
        {children}
      </Box>
    </Stack>
  );
}

/**
 * The job's key facts as a description list: where, pay, type, level, when, and where the job
 * comes from (one column in the job view's side column).
 */
export function JobFacts({ job }: { job: Job }) {
  const seniority = seniorityLabel(job.seniority);
  // Pay as published carries its own interval ("€45 – €60 an hour"); the yearly USD figure says "per year".
  const yearlyUsd = isSalaryDisclosed(job) && !job.pay;
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 2, md: seniority ? 6 : 5 }}
      spacing={{ base: 5, md: 6 }}
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
      sx={{ [JOB_TWO_COLUMNS_QUERY]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 } }}
    >
      <Fact label="Location">{job.locationLabel}</Fact>
      <Fact label="Salary">
        <Text as="span" color={isSalaryDisclosed(job) ? 'green.200' : 'fg.muted'}>
          {formatSalary(job, 'full')}
        </Text>
        {yearlyUsd ? (
          <Text fontSize="sm" color="fg.muted" fontWeight="400">
            per year
          </Text>
        ) : null}
      </Fact>
      <Fact label="Type">{employmentTypeLabel(job.employmentType)}</Fact>
      {seniority ? <Fact label="Level">{seniority}</Fact> : null}
      <Fact label={job.firstSeenAt ? 'Reposted' : 'Posted'}>
        <time dateTime={job.Date.toISOString()}>{formatPostedDate(job.Date)}</time>
        {job.firstSeenAt ? (
          <Text fontSize="sm" color="fg.muted" fontWeight="400">
            first listed {formatPostedDate(job.firstSeenAt)}
          </Text>
        ) : null}
      </Fact>
      <Fact label="Source">
        <Text as="span" fontWeight="400" fontSize="sm" color="whiteAlpha.800">
          {provenanceText(job, new Date())}
        </Text>
      </Fact>
    </SimpleGrid>
  );
}
