import { Box, Flex } from '@chakra-ui/react';
import { NewsletterPrompt } from '../newsletter-prompt/NewsletterPrompt';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageOutlet } from './PageOutlet';

/** Top bar, the page, then the footer with the inline newsletter form composed in; the newsletter modal when its time comes. */
export function DefaultLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <RemoteSlot module="navigation/TopBar" props={{}} />
      <Box as="main" id="main" flex="1">
        <PageOutlet />
      </Box>
      <RemoteSlot module="navigation/Footer" props={{ newsletter: <RemoteSlot module="newsletter/NewsletterInline" props={{}} /> }} />
      <NewsletterPrompt />
    </Flex>
  );
}
