import { Box, ChakraProvider } from '@chakra-ui/react';
import { route } from '@chainwork/shared-config';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { theme, Wordmark } from '@chainwork/shared-config/react';
import { NavLink } from '../menus/NavLink';
import { DesktopNav } from '../top-bar/DesktopNav';
import { MobileNav } from '../top-bar/MobileNav';

/**
 * What this remote's first view draws at once, for the build's prebuilt styles
 * (scripts/build/first-view-styles.ts): the top bar's wordmark link and both of its
 * navigations (the page shows one, by the window's width, which a build cannot know).
 */
export function firstViewSample() {
  return (
    <ChakraProvider theme={theme}>
      <MemoryRouter>
        <NavLink item={{ text: 'Chainwork home', href: route('home').path }} aria-label="Chainwork home" _hover={{ opacity: 0.85 }}>
          <Wordmark />
        </NavLink>
        <Box>
          <DesktopNav />
          <MobileNav />
        </Box>
      </MemoryRouter>
    </ChakraProvider>
  );
}
