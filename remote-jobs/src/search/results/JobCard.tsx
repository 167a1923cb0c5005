import { memo } from 'react';
import { Box, Flex, Heading, HStack, Link, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { jobPath } from '@chainwork/shared-config';
import { usePrefetchOnApproach } from '@chainwork/shared-config/react';
import type { JobSummary } from '@chainwork/api';
import { formatAge } from '../../format/age';
import { cardTags, employmentTypeLabel } from '../../format/job-labels';
import { formatSalary, isSalaryDisclosed } from '../../format/salary';
import { companyPath } from '../../companies/company-paths';
import { CompanyAvatar } from '../../ui/CompanyAvatar';
import { TagList } from '../../ui/TagList';
import { Highlight } from '../../highlight/Highlight';
import { FeaturedBadge, VerifiedBadge } from '../../ui/VerifiedBadge';

const Dot = () => (
  <Box as="span" aria-hidden color="whiteAlpha.400">
    ·
  </Box>
);
/** No search terms: one array, so a memoised card sees the same props again. */
export const NO_TERMS: readonly string[] = [];

/**
 * One job in a list; the whole card is clickable through the title's link. `terms` (from
 * the search) are marked in the title, the company and the tags. Like every link of the
 * site, the card asks the page for the job page's code once it comes within 200px of the
 * viewport (all cards share that one module), so opening a job waits only for its data.
 * Memoised: the list's parents render again when the filters' counts or the Featured jobs
 * arrive, and twenty cards' styles computed again for the same jobs were a long task.
 */
export const JobCard = memo(function JobCard({
  job,
  now,
  terms = NO_TERMS,
  headingLevel = 3,
}: {
  job: JobSummary;
  now: Date;
  terms?: readonly string[];
  headingLevel?: 2 | 3 | 4;
}) {
  const href = jobPath(job.Pretty_url);
  // Featured while its pinned days last (the plans table): a highlighted card with the logo.
  const featured = job.featuredUntil !== null && job.featuredUntil.getTime() > now.getTime();
  const prefetchRef = usePrefetchOnApproach<HTMLAnchorElement>(href);
  return (
    <LinkBox
      as="article"
      bg={
        featured
          ? 'linear-gradient(135deg, rgba(128, 90, 213, 0.20), rgba(245, 82, 177, 0.08) 55%, var(--chakra-colors-bg-surface))'
          : 'bg.surface'
      }
      borderWidth={featured ? '2px' : '1px'}
      borderColor={featured ? 'brand.400' : 'border.subtle'}
      borderRadius="xl"
      boxShadow={featured ? '0 8px 30px -12px rgba(245, 82, 177, 0.45)' : undefined}
      p={{ base: 5, md: 6 }}
      // No CSS transition on hover: each transitioned property sent its run, start and cancel
      // events through React's root listener, some sixty of them when Back put a card under
      // the pointer, inside Back's frame.
      _hover={{ borderColor: featured ? 'accent.300' : 'brand.400', bg: featured ? undefined : 'bg.raised' }}
      // The title link is the card's one focus stop; show the ring on the whole card.
      _focusWithin={{ borderColor: 'accent.300', boxShadow: '0 0 0 3px rgba(245, 82, 177, 0.45)' }}
    >
      <HStack align="start" spacing={{ base: 4, md: 5 }}>
        <CompanyAvatar company={job.Company} logo={job.companyLogo} size={featured ? 'lg' : 'md'} />
        <Stack spacing={2} flex="1" minW={0}>
          <HStack justify="space-between" align="start" spacing={4}>
            <Heading as={`h${headingLevel}`} size="md" lineHeight="short">
              <LinkOverlay as={RouterLink} to={href} ref={prefetchRef} _focusVisible={{ outline: 'none' }}>
                <Highlight text={job.Title} terms={terms} />
              </LinkOverlay>
            </Heading>
            <Stack spacing={1} align="end" flexShrink={0}>
              {featured ? <FeaturedBadge /> : null}
              <Text as="time" dateTime={job.Date.toISOString()} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {formatAge(job.Date, now)}
              </Text>
            </Stack>
          </HStack>
          <Flex wrap="wrap" columnGap={2} rowGap={0} color="whiteAlpha.800" fontSize="md">
            {/* Above the card's overlay link (LinkBox lifts nested links), so it opens the company's page. */}
            <Link as={RouterLink} to={companyPath(job.companySlug)} fontWeight="600" color="white">
              <Highlight text={job.Company} terms={terms} />
            </Link>
            {job.employerVerified ? <VerifiedBadge /> : null}
            <Dot />
            <Text as="span">{job.locationLabel}</Text>
            <Dot />
            <Text as="span">{employmentTypeLabel(job.employmentType)}</Text>
          </Flex>
          <Text fontWeight="600" color={isSalaryDisclosed(job) ? 'green.200' : 'fg.muted'} fontSize="sm">
            {formatSalary(job)}
          </Text>
          <Box pt={1}>
            <TagList tags={cardTags(job.tags, terms)} renderLabel={(tag) => <Highlight text={tag} terms={terms} />} />
          </Box>
        </Stack>
      </HStack>
    </LinkBox>
  );
});
