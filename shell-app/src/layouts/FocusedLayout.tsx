import { Box, Container, Flex } from '@chakra-ui/react';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageOutlet } from './PageOutlet';

/**
 * For pages with one task (signing in or up): the top bar to find the way back, the
 * task centred, and no footer or newsletter to distract from it.
 */
export function FocusedLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <RemoteSlot module="navigation/TopBar" props={{}} />
      <Flex as="main" id="main" flex="1" align="center" py={{ base: 12, md: 20 }}>
        <Container maxW="lg">
          <Box bg="bg.surface" borderWidth="1px" borderColor="border.subtle" borderRadius="2xl" p={{ base: 6, md: 10 }}>
            <PageOutlet />
          </Box>
        </Container>
      </Flex>
    </Flex>
  );
}
