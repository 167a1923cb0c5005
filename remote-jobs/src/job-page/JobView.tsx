import { Box, Divider, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import type { RenderedJob } from '@chainwork/api';
import { jobPath } from '@chainwork/shared-config';
import { JOB_HEAD } from '@chainwork/shared-config/prepaint/content';
import {
  JOB_ASIDE_STICKY_GAP,
  JOB_ASIDE_STICKY_MIN_HEIGHT,
  JOB_ASIDE_WIDTH,
  JOB_COLUMN_GAP,
  JOB_TWO_COLUMNS_QUERY,
  JOB_VIEW_CONTAINER,
} from '@chainwork/shared-config/job-layout';
import { TOP_BAR_HEIGHT } from '@chainwork/shared-config/react';
import { companyPath } from '../companies/company-paths';
import { searchHref } from '../search/state/search-href';
import { CompanyAvatar } from '../ui/CompanyAvatar';
import { TagList } from '../ui/TagList';
import { VerifiedBadge } from '../ui/VerifiedBadge';
import { ApplyButton } from './ApplyButton';
import { JobDescription } from './JobDescription';
import { JobFacts } from './JobFacts';
import { ClosedBanner, SEARCH_HREF } from './JobPageStates';
import { SIMILAR_JOBS_ID } from './SimilarJobs';

/**
 * One job as its page shows it: the job page renders it from `jobs.bySlug`, and the posting
 * flow renders the employer's draft through this same component, so the preview cannot drift
 * from what visitors will see. The static pre-paint in the shell's HTML
 * (shared-config/src/prepaint) draws the head (back link, avatar, title, company line) and,
 * in the two-column layout, the description's first blocks with the same geometry before any
 * script runs: a change of look there needs the same change here, or the first view moves
 * when this replaces it (e2e/tests/prepaint-job-description.spec.ts measures both).
 *
 * Its columns follow its own width (a container query, not a media query: the previews of
 * the posting flow and the moderation queue draw it in frames narrower than the window):
 * wide, the description reads in the first column beside a sticky one with the facts, the
 * skills and the Apply button; narrow, those come first, then the description
 * (shared-config/src/theme/job-layout.ts).
 */
export function JobView({ job, shareBar }: { job: RenderedJob; shareBar?: ReactNode }) {
  const ended = job.expired || job.closed;
  // Through the gateway, which counts the click (the slug only, no cookie) and sends the visitor on.
  const applyHref = `${jobPath(job.Pretty_url)}/apply`;
  return (
    <Stack as="article" spacing={{ base: 6, md: 8 }} sx={{ containerType: 'inline-size', containerName: JOB_VIEW_CONTAINER }}>
      <Link as={RouterLink} to={SEARCH_HREF} color="fg.muted" fontSize="sm" alignSelf="start">
        {JOB_HEAD.back}
      </Link>
      <HStack spacing={{ base: 4, md: 5 }} align="center">
        <CompanyAvatar company={job.Company} logo={job.companyLogo} size="lg" />
        <Stack spacing={1} minW={0}>
          <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="-0.02em" lineHeight="1.15">
            {job.Title}
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.800">
            <Link as={RouterLink} to={companyPath(job.companySlug)} fontWeight="600" color="white">
              {job.Company}
            </Link>
            {job.employerVerified ? (
              <Box as="span" ml={2} verticalAlign="middle">
                <VerifiedBadge size="md" />
              </Box>
            ) : null}
          </Text>
        </Stack>
      </HStack>
      {ended ? <ClosedBanner similarJobsId={SIMILAR_JOBS_ID} filled={job.closed} /> : null}
      <Box
        display="grid"
        gridTemplateColumns="minmax(0, 1fr)"
        gridTemplateAreas={`"aside" "main"`}
        gap={{ base: 6, md: 8 }}
        sx={{
          [JOB_TWO_COLUMNS_QUERY]: {
            gridTemplateColumns: `minmax(0, 1fr) ${JOB_ASIDE_WIDTH}`,
            gridTemplateAreas: `"main aside"`,
            columnGap: JOB_COLUMN_GAP,
            alignItems: 'start',
          },
        }}
      >
        <Stack
          gridArea="aside"
          spacing={{ base: 6, md: 8 }}
          // Sticky only in a window tall enough to show all of it below the top bar.
          sx={{
            [JOB_TWO_COLUMNS_QUERY]: {
              [`@media (min-height: ${JOB_ASIDE_STICKY_MIN_HEIGHT})`]: {
                position: 'sticky',
                top: `calc(${TOP_BAR_HEIGHT} + ${JOB_ASIDE_STICKY_GAP})`,
              },
            },
          }}
        >
          <JobFacts job={job} />
          <TagList tags={job.tags} label="Skills" linkTo={(tag) => searchHref({ tags: [tag] })} />
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap={4}
            align={{ base: 'stretch', md: 'center' }}
            justify="space-between"
            sx={{ [JOB_TWO_COLUMNS_QUERY]: { flexDirection: 'column', alignItems: 'stretch' } }}
          >
            {ended ? null : <ApplyButton href={applyHref} />}
            {shareBar ? <Box>{shareBar}</Box> : null}
          </Flex>
        </Stack>
        <Stack gridArea="main" spacing={{ base: 6, md: 8 }} minW={0}>
          <Divider borderColor="border.subtle" sx={{ [JOB_TWO_COLUMNS_QUERY]: { display: 'none' } }} />
          <JobDescription tree={job.descriptionTree} />
          {ended ? null : (
            <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={{ base: 5, md: 8 }}>
              <Stack
                direction={{ base: 'column', md: 'row' }}
                spacing={4}
                justify="space-between"
                align={{ base: 'stretch', md: 'center' }}
              >
                <Text fontSize="lg" fontWeight="600">
                  Interested in this role at {job.Company}?
                </Text>
                <ApplyButton href={applyHref} />
              </Stack>
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
