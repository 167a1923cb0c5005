import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { RouterOutputs } from '@chainwork/api';
import { Stars } from './StarRating';

export type Testimonial = RouterOutputs['content']['feedback']['published']['items'][number];

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const who = [testimonial.role, testimonial.company].filter(Boolean).join(', ');
  return (
    <Stack as="figure" spacing={4} bg="bg.surface" borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={5} h="100%" m={0}>
      <Stars rating={testimonial.rating} />
      <Box as="blockquote" flex="1" fontSize="md" color="whiteAlpha.900" sx={{ quotes: '"“" "”"' }}>
        <Text _before={{ content: 'open-quote' }} _after={{ content: 'close-quote' }}>
          {testimonial.message}
        </Text>
      </Box>
      <HStack as="figcaption" spacing={3}>
        <Box
          aria-hidden
          w={9}
          h={9}
          borderRadius="full"
          bgGradient="linear(to-br, brand.500, accent.500)"
          display="grid"
          placeItems="center"
          fontWeight="bold"
        >
          {testimonial.name.slice(0, 1).toUpperCase()}
        </Box>
        <Box minW={0}>
          <Text fontWeight="semibold">{testimonial.name}</Text>
          {who ? (
            <Text fontSize="sm" color="fg.muted">
              {who}
            </Text>
          ) : null}
        </Box>
      </HStack>
    </Stack>
  );
}
