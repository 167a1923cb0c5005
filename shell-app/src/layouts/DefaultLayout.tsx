import { Box, Flex } from '@chakra-ui/react';
import { TOP_BAR_HEIGHT } from '@chainwork/shared-config/react';
import { usePageIdle } from '../app/page-idle';
import { NewsletterPrompt } from '../newsletter-prompt/NewsletterPrompt';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { SlotSkeleton } from '../remote-slot/SlotSkeleton';
import { DefaultPageOutlet } from './DefaultPageOutlet';

/**
 * Top bar, the page, then the footer with the inline newsletter form composed in; the
 * newsletter modal when its time comes. The footer (and with it the whole newsletter
 * remote) loads once the page is idle: it is below the fold on every first page, so its
 * code must not compete with what the visitor came for. Its skeleton holds the place.
 * The page is at least a viewport tall, so the footer (skeleton or real) starts below the
 * fold whatever the page's own skeleton measures: a footer painted in view and then pushed
 * down as the page arrives was a layout shift of 0.26-0.71 on job pages (Lighthouse).
 */
export function DefaultLayout() {
  const idle = usePageIdle();
  return (
    <Flex direction="column" minH="100vh">
      <RemoteSlot module="navigation/TopBar" props={{}} />
      <Box as="main" id="main" flex="1" minH={`calc(100vh - ${TOP_BAR_HEIGHT})`}>
        <DefaultPageOutlet />
      </Box>
      {idle ? (
        <RemoteSlot module="navigation/Footer" props={{ newsletter: <RemoteSlot module="newsletter/NewsletterInline" props={{}} /> }} />
      ) : (
        <SlotSkeleton module="navigation/Footer" />
      )}
      <NewsletterPrompt />
    </Flex>
  );
}
