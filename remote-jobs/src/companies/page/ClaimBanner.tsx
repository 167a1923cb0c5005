import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@chainwork/shared-config/router';
import { authPageHref, publicSettings } from '@chainwork/shared-config';
import { claimMessage } from '@chainwork/shared-config/companies';
import { useTRPC } from '@chainwork/shared-config/react';
import { actionErrorMessage } from '../../posting/flow/save-errors';
import type { ClaimStatus } from '../outputs';

/**
 * Who may manage this page, said per `companies.claimStatus`: a visitor signed out is asked
 * to sign in with the company's domain; someone at that domain can claim it; a free-mail or
 * other-domain address is told why not. The api decides every case, and decides again on claim.
 */
export function ClaimBanner({ slug, status }: { slug: string; status: ClaimStatus }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const claim = useMutation(
    trpc.companies.claim.mutationOptions({
      onSuccess: (profile) => {
        queryClient.setQueryData(trpc.companies.bySlug.queryKey({ slug }), profile);
        void queryClient.invalidateQueries({ queryKey: trpc.companies.claimStatus.queryKey({ slug }) });
      },
      onError: (failure) => setError(actionErrorMessage(failure)),
    }),
  );
  if (status.state === 'claimed-by-you') return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <Flex
      as="section"
      aria-label="Claim this company"
      bg="whiteAlpha.50"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="xl"
      px={{ base: 4, md: 6 }}
      py={4}
      gap={4}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
    >
      <Box>
        <Text color="whiteAlpha.900">{claimMessage(status.state, status.domain)}</Text>
        {error ? (
          <Text color="red.300" mt={2} role="alert">
            {error}
          </Text>
        ) : null}
      </Box>
      {status.state === 'signed-out' ? (
        <Button as={RouterLink} to={authPageHref(publicSettings().signInPath, here)} variant="outline" flexShrink={0}>
          Sign in
        </Button>
      ) : null}
      {status.state === 'claimable' ? (
        <Button
          flexShrink={0}
          variant="brand"
          onClick={() => {
            setError(null);
            claim.mutate({ slug });
          }}
          isLoading={claim.isPending}
          loadingText="Claiming"
        >
          Claim this company
        </Button>
      ) : null}
    </Flex>
  );
}
