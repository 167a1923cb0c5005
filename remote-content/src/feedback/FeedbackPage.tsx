import { Box, Container, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { route } from '@chainwork/shared-config';
import { RATING_MAX } from '@chainwork/shared-config/content';
import { PAGE_MAX_WIDTH, useTRPC } from '@chainwork/shared-config/react';
import { ContentHeader } from '../shared/ContentHeader';
import { FeedbackForm } from './FeedbackForm';
import { Stars } from './StarRating';
import { TestimonialCard } from './TestimonialCard';

/** /post-testimonials: the feedback form, and what people said (approved by a moderator). */
export function FeedbackPage() {
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.content.feedback.published.queryOptions());

  return (
    <>
      <ContentHeader
        title={route('feedback').label}
        lead="Found a role or hired through Chainwork? Tell us how it went. Every message is read by a person, and with your consent the best ones are published here."
      />
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 8, md: 12 }}>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: 12, lg: 16 }} alignItems="start">
          <Stack as="section" aria-labelledby="feedback-form-heading" spacing={6}>
            <Heading as="h2" id="feedback-form-heading" size="lg">
              Share your experience
            </Heading>
            <FeedbackForm />
          </Stack>
          <Stack as="section" aria-labelledby="testimonials-heading" spacing={6}>
            <Stack spacing={2}>
              <Heading as="h2" id="testimonials-heading" size="lg">
                What people say
              </Heading>
              {data && data.averageRating !== null ? (
                <HStack spacing={3} flexWrap="wrap">
                  <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
                    {data.averageRating.toFixed(1)}
                  </Text>
                  <Stars rating={data.averageRating} size="xl" />
                  <Text color="fg.muted">
                    average of {data.count} {data.count === 1 ? 'review' : 'reviews'} (out of {RATING_MAX})
                  </Text>
                </HStack>
              ) : null}
            </Stack>
            {isPending ? (
              <Stack spacing={4}>
                {[0, 1].map((i) => (
                  <Skeleton key={i} h="160px" borderRadius="xl" startColor="whiteAlpha.100" endColor="whiteAlpha.200" />
                ))}
              </Stack>
            ) : null}
            {data && data.items.length === 0 ? (
              <Box borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" p={8}>
                <Text fontWeight="semibold">No published feedback yet.</Text>
                <Text color="fg.muted" mt={1}>
                  Be the first: your words help other people decide whether Chainwork is worth their time.
                </Text>
              </Box>
            ) : null}
            {data && data.items.length > 0 ? (
              <Stack as="ul" listStyleType="none" spacing={4}>
                {data.items.map((t) => (
                  <Box as="li" key={t.id}>
                    <TestimonialCard testimonial={t} />
                  </Box>
                ))}
              </Stack>
            ) : null}
          </Stack>
        </Grid>
      </Container>
    </>
  );
}
