import { Box, Flex, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { jobPath } from '@chainwork/shared-config';
import type { JobSummary } from '@chainwork/api';
import { formatAge } from '../format/age';
import { cardTags, employmentTypeLabel } from '../format/job-labels';
import { formatSalary, isSalaryDisclosed } from '../format/salary';
import { CompanyAvatar } from '../ui/CompanyAvatar';
import { TagList } from '../ui/TagList';

const Dot = () => <Box as="span" aria-hidden color="whiteAlpha.400">·</Box>;

/** One job in the list; the whole card is clickable through the title's link. */
export function JobCard({ job, now }: { job: JobSummary; now: Date }) {
  return (
    <LinkBox
      as="article"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
      transition="border-color 0.15s, transform 0.15s, background 0.15s"
      _hover={{ borderColor: 'brand.400', bg: 'bg.raised', transform: 'translateY(-1px)' }}
      // The title link is the card's one focus stop; show the ring on the whole card.
      _focusWithin={{ borderColor: 'accent.300', boxShadow: '0 0 0 3px rgba(245, 82, 177, 0.45)' }}
    >
      <HStack align="start" spacing={{ base: 4, md: 5 }}>
        <CompanyAvatar company={job.Company} logo={job.companyLogo} size="md" />
        <Stack spacing={2} flex="1" minW={0}>
          <HStack justify="space-between" align="start" spacing={4}>
            <Heading as="h3" size="md" lineHeight="short">
              <LinkOverlay as={RouterLink} to={jobPath(job.Pretty_url)} _focusVisible={{ outline: 'none' }}>{job.Title}</LinkOverlay>
            </Heading>
            <Text as="time" dateTime={job.Date.toISOString()} fontSize="sm" color="fg.muted" whiteSpace="nowrap" flexShrink={0}>
              {formatAge(job.Date, now)}
            </Text>
          </HStack>
          <Flex wrap="wrap" columnGap={2} rowGap={0} color="whiteAlpha.800" fontSize="md">
            <Text as="span" fontWeight="600" color="white">{job.Company}</Text>
            <Dot />
            <Text as="span">{job.locationLabel}</Text>
            <Dot />
            <Text as="span">{employmentTypeLabel(job.employmentType)}</Text>
          </Flex>
          <Text fontWeight="600" color={isSalaryDisclosed(job) ? 'green.200' : 'fg.muted'} fontSize="sm">{formatSalary(job)}</Text>
          <Box pt={1}><TagList tags={cardTags(job.tags)} /></Box>
        </Stack>
      </HStack>
    </LinkBox>
  );
}
