import { Box, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { SOCIAL_PROOF_COUNT } from '@chainwork/shared-config/content';
import { observeApproach } from '@chainwork/shared-config/browser';
import { PAGE_MAX_WIDTH, useTRPC } from '@chainwork/shared-config/react';
import { Stars } from './StarRating';
import { TestimonialCard } from './TestimonialCard';

/**
 * A few approved testimonials with the average rating, for the home and post-a-job pages.
 * Renders nothing until there is something true to show (no placeholder, no fake quotes).
 * It sits below the page's own content, so it asks the api only when the visitor comes near
 * it: the gateway lets a client have two reads in flight, and the page's search comes first.
 */
export function SocialProof({ heading }: { heading: string }) {
  const trpc = useTRPC();
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => (marker.current && !near ? observeApproach(marker.current, () => setNear(true)) : undefined), [near]);
  const { data } = useQuery({ ...trpc.content.feedback.published.queryOptions({ limit: SOCIAL_PROOF_COUNT }), enabled: near });
  if (!data || data.items.length === 0 || data.averageRating === null) return <div ref={marker} />;
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
