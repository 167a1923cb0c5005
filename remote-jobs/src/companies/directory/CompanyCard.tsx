import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { usePrefetchOnApproach } from '@chainwork/shared-config/react';
import type { CompanySummary } from '../outputs';
import { CompanyAvatar } from '../../ui/CompanyAvatar';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { companyPath } from '../company-paths';
import { EcosystemTags } from '../ecosystem-tags';
import { openJobsLabel } from '../counts';

/** One company in the directory; the whole card opens its page through the name's link. */
export function CompanyCard({ company }: { company: CompanySummary }) {
  const href = companyPath(company.slug);
  const prefetchRef = usePrefetchOnApproach<HTMLAnchorElement>(href);
  return (
    <LinkBox
      as="article"
      h="full"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      p={{ base: 5, md: 6 }}
      // At once, as a job card: a CSS transition's events each go through React's root listener.
      _hover={{ borderColor: 'brand.400', bg: 'bg.raised' }}
      _focusWithin={{ borderColor: 'accent.300', boxShadow: '0 0 0 3px rgba(245, 82, 177, 0.45)' }}
    >
      <HStack align="start" spacing={4}>
        <CompanyAvatar company={company.name} logo={company.logo} size="md" />
        <Stack spacing={2} flex="1" minW={0}>
          <Heading as="h2" size="md" lineHeight="short" overflowWrap="anywhere">
            <LinkOverlay as={RouterLink} to={href} ref={prefetchRef} _focusVisible={{ outline: 'none' }}>
              {company.name}
            </LinkOverlay>
          </Heading>
          {company.verified ? (
            <Box alignSelf="start">
              <VerifiedBadge />
            </Box>
          ) : null}
          <Text fontWeight="600" fontSize="sm" color={company.openJobs > 0 ? 'green.200' : 'fg.muted'}>
            {openJobsLabel(company.openJobs)}
          </Text>
          <EcosystemTags ecosystems={company.ecosystems} />
        </Stack>
      </HStack>
    </LinkBox>
  );
}
