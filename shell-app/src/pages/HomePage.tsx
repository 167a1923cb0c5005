import { Badge, Box, Button, Container, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { JOB_SEARCH_ANCHOR, route } from '@chainwork/shared-config';
import { PAGE_MAX_WIDTH, TOP_BAR_HEIGHT } from '@chainwork/shared-config/react';
import { HOME_HERO } from '@chainwork/shared-config/prepaint/content';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { DeferredSocialProof } from './DeferredSocialProof';
import { HeroArt } from './HeroArt';

function Tick() {
  return (
    <Icon viewBox="0 0 24 24" boxSize={4} color="accent.300" aria-hidden>
      <path fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" d="M20 6 9 17l-5-5" />
    </Icon>
  );
}

/**
 * The hero. The static pre-paint in the shell's HTML (shared-config/src/prepaint) draws the
 * same words with the same geometry before any script runs: a change of look here needs the
 * same change there, or the first view changes when React replaces it.
 */
function Hero() {
  return (
    <Box position="relative" overflow="hidden" borderBottomWidth="1px" borderColor="border.subtle">
      {/* Two soft brand glows behind the headline; decoration only. */}
      <Box
        aria-hidden
        position="absolute"
        inset="0"
        pointerEvents="none"
        bg="radial-gradient(600px 300px at 15% 0%, rgba(124, 58, 237, 0.35), transparent 70%), radial-gradient(500px 260px at 90% 20%, rgba(226, 53, 151, 0.22), transparent 70%)"
      />
      <Container maxW={PAGE_MAX_WIDTH} position="relative" py={{ base: 14, md: 24 }}>
        <Box display={{ base: 'none', xl: 'block' }} position="absolute" right="-24px" top="50%" transform="translateY(-50%)">
          <HeroArt />
        </Box>
        <Stack spacing={{ base: 6, md: 8 }} maxW="3xl" position="relative">
          <Badge
            alignSelf="start"
            colorScheme="accent"
            variant="subtle"
            borderRadius="full"
            px={3}
            py={1}
            textTransform="none"
            fontSize="sm"
          >
            {HOME_HERO.badge}
          </Badge>
          <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.05" letterSpacing="-0.035em">
            {HOME_HERO.heading.before}{' '}
            <Box as="span" bgGradient="linear(to-r, brand.300, accent.300)" bgClip="text">
              {HOME_HERO.heading.highlight}
            </Box>{' '}
            {HOME_HERO.heading.after}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            {HOME_HERO.lead}
          </Text>
          <HStack spacing={4} flexWrap="wrap">
            <Button as="a" href={`#${JOB_SEARCH_ANCHOR}`} size="lg" px={8} variant="brand">
              {HOME_HERO.browse}
            </Button>
            <Button as={RouterLink} to={route('postJob').path} size="lg" variant="outline" colorScheme="whiteAlpha" color="white">
              {HOME_HERO.post}
            </Button>
          </HStack>
          <Stack
            as="ul"
            listStyleType="none"
            direction={{ base: 'column', md: 'row' }}
            spacing={{ base: 2, md: 6 }}
            fontSize="sm"
            color="whiteAlpha.700"
          >
            {HOME_HERO.promises.map((promise) => (
              <HStack as="li" key={promise} spacing={2}>
                <Tick />
                <Text>{promise}</Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}

export function HomePage() {
  return (
    <>
      <Hero />
      <Box as="section" id={JOB_SEARCH_ANCHOR} aria-labelledby="job-search-heading" sx={{ scrollMarginTop: TOP_BAR_HEIGHT }}>
        <Container maxW={PAGE_MAX_WIDTH} pt={{ base: 10, md: 14 }} pb={{ base: 4, md: 8 }}>
          <Heading as="h2" id="job-search-heading" size="lg" mb={{ base: 6, md: 8 }}>
            Latest crypto jobs
          </Heading>
          <RemoteSlot module="jobs/JobSearch" props={{}} />
        </Container>
      </Box>
      {/* After the job list: the jobs stay the first thing below the hero (and their cards prefetch on load). */}
      <DeferredSocialProof heading="What people say about Chainwork" />
    </>
  );
}
