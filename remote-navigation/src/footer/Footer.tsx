import { Box, Container, Divider, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { publicSettings, route, SITE_NAME } from '@chainwork/shared-config';
import type { FooterProps } from '@chainwork/shared-config/federation';
import { PAGE_MAX_WIDTH, Wordmark } from '@chainwork/shared-config/react';
import { NavLink } from '../menus/NavLink';
import { FOOTER_COLUMNS, isLink } from './footer-columns';
import { SocialBar } from './SocialBar';

export function copyrightLine(year: number = new Date().getFullYear()): string {
  return `© ${year} ${SITE_NAME}. All rights reserved.`;
}

/** Footer: brand and newsletter, the four link columns, social icons and the copyright line (docs/product-requirements.md#footer). */
export function Footer({ newsletter }: FooterProps) {
  const settings = publicSettings();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.subtle" bg="bg.surface" mt={{ base: 12, md: 20 }}>
      <Container maxW={PAGE_MAX_WIDTH} py={{ base: 12, md: 16 }}>
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: 12, lg: 16 }}>
          <Stack spacing={5} flex="1" maxW={{ lg: 'md' }}>
            <NavLink item={{ text: 'Chainwork home', href: route('home').path }} aria-label="Chainwork home" alignSelf="start">
              <Wordmark />
            </NavLink>
            <Text color="fg.muted">Remote-first jobs at crypto and blockchain teams, posted by the people hiring.</Text>
            {newsletter ? <Box pt={2}>{newsletter}</Box> : null}
          </Stack>
          <SimpleGrid as="nav" aria-label="Footer" columns={{ base: 2, md: 4 }} spacing={{ base: 8, md: 10 }} flex="2">
            {FOOTER_COLUMNS.map((column) => (
              <Stack key={column.heading} spacing={3}>
                <Heading as="h2" size="xs" textTransform="uppercase" letterSpacing="0.08em" color="whiteAlpha.600">
                  {column.heading}
                </Heading>
                {column.entries.map((entry) =>
                  isLink(entry) ? (
                    <NavLink key={entry.text} item={entry} color="whiteAlpha.800" _hover={{ color: 'accent.200' }} />
                  ) : (
                    <Text key={entry.text} color="whiteAlpha.600">
                      {entry.text}
                    </Text>
                  ),
                )}
              </Stack>
            ))}
          </SimpleGrid>
        </Flex>
        <Divider my={{ base: 8, md: 10 }} borderColor="border.subtle" />
        <Flex direction={{ base: 'column-reverse', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'center' }} gap={4}>
          <Text fontSize="sm" color="whiteAlpha.600">
            {copyrightLine()}
          </Text>
          <SocialBar social={settings.social} />
        </Flex>
      </Container>
    </Box>
  );
}
