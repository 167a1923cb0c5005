import { Box, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { SOCIAL_PROOF_COUNT, route } from '@chainwork/shared-config';
import { PAGE_MAX_WIDTH, useTRPC } from '@chainwork/shared-config/react';
import { Stars } from './StarRating';
import { TestimonialCard } from './TestimonialCard';

/**
 * A few approved testimonials with the average rating, for the home and post-a-job pages.
 * Renders nothing until there is something true to show (no placeholder, no fake quotes).
 */
export function SocialProof({ heading }: { heading: string }) {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.content.feedback.published.queryOptions({ limit: SOCIAL_PROOF_COUNT }));
  if (!data || data.items.length === 0 || data.averageRating === null) return null;
  return (
    <Box as="section" aria-labelledby="social-proof-heading" borderTopWidth="1px" borderColor="border.subtle">
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', md: 'flex-end' }}
          spacing={3}
          mb={6}
        >
          <Stack spacing={2}>
            <Heading as="h2" id="social-proof-heading" size="lg">
              {heading}
            </Heading>
            <HStack spacing={2}>
              <Stars rating={data.averageRating} />
              <Text color="fg.muted" fontSize="sm">
                {data.averageRating.toFixed(1)} average from {data.count} {data.count === 1 ? 'review' : 'reviews'}
              </Text>
            </HStack>
          </Stack>
          <Link as={RouterLink} to={route('feedback').path} color="accent.200" fontWeight="semibold">
            Read all feedback, or share yours
          </Link>
        </Stack>
        <Grid
          as="ul"
          listStyleType="none"
          templateColumns={{ base: '1fr', md: `repeat(${Math.min(data.items.length, SOCIAL_PROOF_COUNT)}, 1fr)` }}
          gap={4}
        >
          {data.items.map((t) => (
            <Box as="li" key={t.id}>
              <TestimonialCard testimonial={t} />
            </Box>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
