import { Box, Button, Container, Grid, Heading, Link, Skeleton, Stack, Text, useDisclosure } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { route } from '@chainwork/shared-config';
import { PAGE_MAX_WIDTH, useTRPC } from '@chainwork/shared-config/react';
import { ContentHeader } from '../shared/ContentHeader';
import { FormAlert } from '../shared/FormAlert';
import { DirectoryCard } from './DirectoryCard';
import { DirectoryFilters } from './DirectoryFilters';
import { SuggestListingForm } from './SuggestListingForm';
import { useDirectoryFilters } from './use-directory-filters';
import { Modal, ModalBody, ModalCloseButton, ModalContent, ModalHeader, ModalOverlay } from '@chainwork/shared-config/chakra-overlays';

/** /resources/crypto-vcs-and-accelerators: the directory of funds, accelerators and grants. */
export function FundingPage() {
  const trpc = useTRPC();
  const [filters, setFilters] = useDirectoryFilters();
  const suggest = useDisclosure();
  const { data, isPending, isError, refetch } = useQuery({
    ...trpc.content.directory.list.queryOptions(filters),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <ContentHeader
        eyebrow="Resources"
        title={route('fundingOpportunities').label}
        lead="Crypto venture funds, accelerators and grant programmes for founders and builders: search by name, filter by what they fund, and go straight to their own site."
        action={
          <Button variant="outline" colorScheme="whiteAlpha" color="white" onClick={suggest.onOpen}>
            Suggest a listing
          </Button>
        }
      />
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 8, md: 12 }}>
        <Grid templateColumns={{ base: '1fr', lg: '300px 1fr' }} gap={{ base: 6, lg: 10 }} alignItems="start">
          <Box as="aside" aria-label="Filters" position={{ lg: 'sticky' }} top={{ lg: 24 }}>
            <DirectoryFilters filters={filters} facets={data?.facets} onChange={setFilters} />
          </Box>
          <Stack as="section" aria-labelledby="directory-results" spacing={5}>
            <Heading as="h2" id="directory-results" size="sm" color="fg.muted" fontWeight="semibold" aria-live="polite">
              {data ? `${data.items.length} of ${data.total} listings` : 'Listings'}
            </Heading>
            {isError ? (
              <FormAlert status="error" title="The directory could not be loaded">
                <Link
                  as="button"
                  onClick={() => {
                    void refetch();
                  }}
                  textDecoration="underline"
                >
                  Try again
                </Link>
              </FormAlert>
            ) : null}
            {isPending ? (
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap={4}>
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} h="220px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
                ))}
              </Grid>
            ) : null}
            {data && data.items.length === 0 ? (
              <Box borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" p={8} textAlign="center">
                <Text fontWeight="semibold">No listing matches these filters.</Text>
                <Text color="fg.muted" mt={1}>
                  Try fewer filters, or suggest the one you know.
                </Text>
                <Button mt={4} size="sm" variant="outline" colorScheme="whiteAlpha" color="white" onClick={() => setFilters(() => ({}))}>
                  Clear all filters
                </Button>
              </Box>
            ) : null}
            {data && data.items.length > 0 ? (
              <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap={4}>
                {data.items.map((entry) => (
                  <Box as="li" key={entry.slug} display="flex" sx={{ '& > article': { flex: 1 } }}>
                    <DirectoryCard entry={entry} />
                  </Box>
                ))}
              </Grid>
            ) : null}
            <Stack as="footer" spacing={2} fontSize="xs" color="fg.muted" pt={4} borderTopWidth="1px" borderColor="border.subtle">
              <Text>
                Facts only: names, websites, focus and stages as the organisations state them. Check each programme&apos;s own terms before
                you apply.
              </Text>
              {data?.attributions.map((text) => (
                <Text key={text}>{text}</Text>
              ))}
            </Stack>
          </Stack>
        </Grid>
      </Container>
      <Modal isOpen={suggest.isOpen} onClose={suggest.onClose} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
        <ModalOverlay />
        <ModalContent bg="bg.raised">
          <ModalHeader>Suggest a listing</ModalHeader>
          <ModalCloseButton />
          <ModalBody pb={6}>
            <SuggestListingForm />
          </ModalBody>
        </ModalContent>
      </Modal>
    </>
  );
}
