import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CompanyPageProps } from '@chainwork/shared-config/federation';
import { retryTransient, useTRPC } from '@chainwork/shared-config/react';
import { ManageCompany } from '../manage/ManageCompany';
import { ClaimBanner } from './ClaimBanner';
import { CompanyHeader } from './CompanyHeader';
import { CompanyJobs } from './CompanyJobs';
import { CompanyLoadError, CompanyNotFound, CompanyPageSkeleton } from './CompanyPageStates';

/**
 * A company's page (`/companies/:slug`): who they are, their open jobs, and for someone at
 * the company, claiming it and then managing it (profile, job boards). The profile and the
 * claim status start together, so they travel in one batch.
 */
export function CompanyPage({ slug }: CompanyPageProps) {
  const trpc = useTRPC();
  const profile = useQuery(trpc.companies.bySlug.queryOptions({ slug }, { retry: retryTransient }));
  const claim = useQuery(trpc.companies.claimStatus.queryOptions({ slug }, { retry: retryTransient }));

  if (profile.isPending) return <CompanyPageSkeleton />;
  if (profile.isError) return <CompanyLoadError onRetry={() => void profile.refetch()} isRetrying={profile.isRefetching} />;
  const company = profile.data;
  if (company === null) return <CompanyNotFound />;

  return (
    <Stack spacing={{ base: 8, md: 10 }}>
      <CompanyHeader company={company} />
      {claim.data ? <ClaimBanner slug={slug} status={claim.data} /> : null}
      {company.about ? (
        <Stack as="section" aria-labelledby="company-about-heading" spacing={3} maxW="3xl">
          <Heading as="h2" id="company-about-heading" size="lg">
            About {company.name}
          </Heading>
          <Text fontSize="lg" color="whiteAlpha.900" whiteSpace="pre-line">
            {company.about}
          </Text>
        </Stack>
      ) : null}
      {claim.data?.state === 'claimed-by-you' ? <ManageCompany company={company} /> : null}
      <CompanyJobs company={company} />
    </Stack>
  );
}
