import { Box, Container, HStack } from '@chakra-ui/react';
import { useRef } from 'react';
import { route } from '@chainwork/shared-config';
import type { TopBarProps } from '@chainwork/shared-config/federation';
import { PAGE_MAX_WIDTH, TOP_BAR_HEIGHT, useIsWideScreen, Wordmark } from '@chainwork/shared-config/react';
import { NavLink } from '../menus/NavLink';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { useTopBarFade } from './use-top-bar-opacity';

/**
 * The sticky top bar: wordmark home, then the full navigation at and above 62em or a
 * menu button below it (docs/product-requirements.md#top-bar). It fades slightly as the page scrolls; its own
 * background is opaque so that, at 0.8, the page behind shows only faintly.
 */
export function TopBar({ homePath = route('home').path }: TopBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useTopBarFade(bar);
  // `lg` is the 62em navigation breakpoint in the shared theme; SSR is off, so no flash.
  const isWide = useIsWideScreen();
  return (
    <Box ref={bar} position="sticky" top={0} zIndex={1100} data-top-bar="">
      <Box as="header" h={TOP_BAR_HEIGHT} bg="bg.canvas" borderBottomWidth="1px" borderColor="border.subtle">
        <Container maxW={PAGE_MAX_WIDTH} h="full">
          <HStack h="full" justify="space-between" spacing={6}>
            <NavLink item={{ text: 'Chainwork home', href: homePath }} aria-label="Chainwork home" _hover={{ opacity: 0.85 }}>
              <Wordmark />
            </NavLink>
            {isWide ? <DesktopNav /> : <MobileNav />}
          </HStack>
        </Container>
      </Box>
    </Box>
  );
}
