import { Box, Container, HStack, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { PAGE_MAX_WIDTH, TOP_BAR_HEIGHT } from '@chainwork/shared-config/react';
import { prepaintJobHeadMarkup, prepaintTopBarMarkup } from '../runtime/prepaint';
import type { SlotModule } from './labels';

function CardSkeleton() {
  return (
    <Box borderWidth="1px" borderColor="border.subtle" borderRadius="xl" p={6} bg="bg.surface">
      <HStack spacing={4} align="start">
        <Skeleton boxSize="48px" borderRadius="lg" />
        <Stack flex="1" spacing={3}>
          <Skeleton height="20px" width="60%" />
          <Skeleton height="14px" width="40%" />
          <HStack spacing={2}>
            <Skeleton height="22px" width="64px" />
            <Skeleton height="22px" width="80px" />
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}

/**
 * Placeholders shaped like each section, shown while its remote loads. Marked busy and
 * labelled for assistive tech; the shapes keep layout shift low.
 */
export function SlotSkeleton({ module }: { module: SlotModule }) {
  const common = { 'aria-busy': true, 'aria-label': 'Loading' } as const;
  switch (module) {
    case 'navigation/TopBar': {
      // The pre-paint's bar (styled by the template's critical CSS) looks like the real one;
      // `display: contents` keeps it sticky within the page, as the real bar is.
      const prepainted = prepaintTopBarMarkup();
      if (prepainted !== null) return <Box {...common} display="contents" dangerouslySetInnerHTML={{ __html: prepainted }} />;
      return (
        <Box {...common} as="header" h={TOP_BAR_HEIGHT} borderBottomWidth="1px" borderColor="border.subtle" bg="bg.canvas">
          <Container maxW={PAGE_MAX_WIDTH} h="full" display="flex" alignItems="center" justifyContent="space-between">
            <Skeleton height="28px" width="150px" />
            <Skeleton height="40px" width="120px" borderRadius="full" />
          </Container>
        </Box>
      );
    }
    case 'navigation/Footer':
      return (
        // Below the fold: not laid out, painted or animated until it nears the viewport.
        <Box
          {...common}
          as="footer"
          borderTopWidth="1px"
          borderColor="border.subtle"
          py={12}
          sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 250px' }}
        >
          <Container maxW={PAGE_MAX_WIDTH}>
            <SkeletonText noOfLines={6} spacing={4} skeletonHeight="3" />
          </Container>
        </Box>
      );
    case 'jobs/JobSearch':
      return (
        <Stack {...common} spacing={4}>
          {[0, 1, 2, 3].map((i) => (
            <CardSkeleton key={i} />
          ))}
        </Stack>
      );
    case 'jobs/JobPage': {
      // On the page the document was served for, the pre-painted head (back link, avatar,
      // title, company, styled by the template's critical CSS) at the place the job's own
      // head then takes: the title does not blink out while the remote loads.
      const prepainted = prepaintJobHeadMarkup(window.location.pathname);
      if (prepainted !== null) return <Box {...common} dangerouslySetInnerHTML={{ __html: prepainted }} />;
      return (
        <Stack {...common} spacing={6}>
          <Skeleton height="40px" width="70%" />
          <Skeleton height="20px" width="40%" />
          <SkeletonText noOfLines={10} spacing={4} skeletonHeight="3" />
        </Stack>
      );
    }
    case 'jobs/MarketInsights':
      return (
        <Stack {...common} spacing={8}>
          <Skeleton height="48px" width="50%" />
          <SkeletonText noOfLines={2} spacing={3} skeletonHeight="3" maxW="3xl" />
          <Skeleton height="280px" borderRadius="xl" />
        </Stack>
      );
    case 'jobs/PostJob':
      return (
        <Stack {...common} spacing={8}>
          <Skeleton height="44px" width="40%" />
          <HStack spacing={3}>
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height="36px" flex="1" borderRadius="full" />
            ))}
          </HStack>
          <Skeleton height="420px" borderRadius="2xl" />
        </Stack>
      );
    case 'jobs/EmployerJobs':
    case 'jobs/JobModeration':
    case 'jobs/Companies':
    case 'jobs/Alerts':
      return (
        <Stack {...common} spacing={4}>
          <Skeleton height="40px" width="30%" />
          {[0, 1, 2].map((i) => (
            <CardSkeleton key={i} />
          ))}
        </Stack>
      );
    case 'content/Blog':
    case 'content/ContentPage':
      return (
        <Container {...common} maxW={PAGE_MAX_WIDTH} py={{ base: 10, md: 14 }}>
          <Stack spacing={6}>
            <Skeleton height="48px" width="50%" />
            <SkeletonText noOfLines={2} spacing={3} skeletonHeight="3" maxW="3xl" />
            {[0, 1, 2].map((i) => (
              <CardSkeleton key={i} />
            ))}
          </Stack>
        </Container>
      );
    // Below a page's own content, loaded when the page is idle: nothing to see until it arrives.
    case 'content/SocialProof':
      return null;
    case 'navigation/ShareBar':
      return (
        <HStack {...common} spacing={3}>
          <Skeleton height="36px" width="150px" />
          <Skeleton height="36px" width="160px" />
        </HStack>
      );
    case 'newsletter/NewsletterInline':
      return (
        <Stack {...common} spacing={3} maxW="md">
          <Skeleton height="24px" width="50%" />
          <Skeleton height="40px" />
        </Stack>
      );
    case 'newsletter/NewsletterModal':
      return null;
  }
}
