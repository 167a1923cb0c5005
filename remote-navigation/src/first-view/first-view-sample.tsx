import { Box, ChakraProvider } from '@chakra-ui/react';
import { route } from '@chainwork/shared-config';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { theme, Wordmark } from '@chainwork/shared-config/react';
import { Footer } from '../footer/Footer';
import { NavLink } from '../menus/NavLink';
import { ShareBar } from '../share/ShareBar';
import { DesktopNav } from '../top-bar/DesktopNav';
import { MobileNav } from '../top-bar/MobileNav';

/**
 * What this remote draws on a first view, for the build's prebuilt styles
 * (scripts/build/first-view-styles.ts): the top bar's wordmark link and both of its
 * navigations (the page shows one, by the window's width, which a build cannot know), a job
 * page's share bar, and the footer that follows once the page is idle.
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
        <ShareBar slug="sample-job" title="Sample job" />
        <Footer />
      </MemoryRouter>
    </ChakraProvider>
  );
}
