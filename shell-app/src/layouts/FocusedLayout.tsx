import { Flex } from '@chakra-ui/react';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { PageOutlet } from './PageOutlet';

/**
 * For pages with one task (signing in or up): the top bar to find the way back, the
 * task centred on the screen, and no footer or newsletter to distract from it.
 */
export function FocusedLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <RemoteSlot module="navigation/TopBar" props={{}} />
      <Flex as="main" id="main" flex="1" align="center" justify="center" textAlign="center">
        <PageOutlet />
      </Flex>
    </Flex>
  );
}
