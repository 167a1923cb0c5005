import { Box, Container, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { route } from '@chainwork/shared-config';
import { PAGE_MAX_WIDTH, TOP_BAR_HEIGHT, Wordmark } from '@chainwork/shared-config/react';
import { useEffect } from 'react';
import { unavailableMessage, type SlotModule } from './labels';
import { markSlotShown } from './load-remote-component';

function StatusLine({ module }: { module: SlotModule }) {
  return (
    <Text role="status" color="fg.muted" fontSize="sm">
      {unavailableMessage(module)}
    </Text>
  );
}

/**
 * What a section shows when its remote cannot: a polite status line. Without the
 * navigation remote the page would lose its way home, so the top bar fallback keeps the
 * wordmark link.
 */
export function SlotFallback({ module }: { module: SlotModule }) {
  // Shown instead of the module: the first view's idle wait is over for it too.
  useEffect(() => markSlotShown(module), [module]);
  // A modal that cannot load must not leave a status box in the page; the visitor loses nothing.
  if (module === 'newsletter/NewsletterModal') return null;
  if (module === 'navigation/TopBar') {
    return (
      <Box as="header" h={TOP_BAR_HEIGHT} borderBottomWidth="1px" borderColor="border.subtle" bg="bg.canvas">
        <Container maxW={PAGE_MAX_WIDTH} h="full">
          <HStack h="full" justify="space-between" spacing={4}>
            <Link as={RouterLink} to={route('home').path} aria-label="Chainwork home">
              <Wordmark />
            </Link>
            <StatusLine module={module} />
          </HStack>
        </Container>
      </Box>
    );
  }
  if (module === 'navigation/Footer') {
    return (
      <Box as="footer" borderTopWidth="1px" borderColor="border.subtle" py={10}>
        <Container maxW={PAGE_MAX_WIDTH}>
          <StatusLine module={module} />
        </Container>
      </Box>
    );
  }
  return (
    <Box borderWidth="1px" borderStyle="dashed" borderColor="border.subtle" borderRadius="xl" px={5} py={4}>
      <StatusLine module={module} />
    </Box>
  );
}
