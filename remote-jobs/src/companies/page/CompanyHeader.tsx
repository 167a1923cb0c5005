import { Flex, Heading, HStack, Link, Stack, Wrap, WrapItem } from '@chakra-ui/react';
import { COMPANY_SOCIAL_KEYS, COMPANY_SOCIAL_LABELS } from '@chainwork/shared-config/companies';
import { CompanyAvatar } from '../../ui/CompanyAvatar';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { EcosystemTags } from '../ecosystem-tags';
import type { CompanyProfile } from '../outputs';
import { webLink } from '../web-link';

/** Links that leave the site: a new tab, no referrer, no endorsement. */
const OUTSIDE = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/** Logo, name, verified badge, ecosystems, website and social links. */
export function CompanyHeader({ company }: { company: CompanyProfile }) {
  const website = webLink(company.website);
  const socials = COMPANY_SOCIAL_KEYS.flatMap((key) => {
    const link = webLink(company.socials[key]);
    return link ? [{ key, href: link.href, label: COMPANY_SOCIAL_LABELS[key] }] : [];
  });
  return (
    <Flex gap={{ base: 4, md: 6 }} align={{ base: 'start', md: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <CompanyAvatar company={company.name} logo={company.logo} size="xl" loading="eager" />
      <Stack spacing={3} minW={0}>
        <HStack spacing={3} wrap="wrap">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="-0.02em" lineHeight="1.15" overflowWrap="anywhere">
            {company.name}
          </Heading>
          {company.verified ? <VerifiedBadge size="md" /> : null}
        </HStack>
        <EcosystemTags ecosystems={company.ecosystems} linked />
        {website || socials.length > 0 ? (
          <Wrap as="ul" aria-label="Links" listStyleType="none" spacingX={4} spacingY={1} fontWeight="600">
            {website ? (
              <WrapItem as="li">
                <Link href={website.href} color="accent.200" {...OUTSIDE}>
                  {website.host}
                </Link>
              </WrapItem>
            ) : null}
            {socials.map((social) => (
              <WrapItem as="li" key={social.key}>
                <Link href={social.href} color="accent.200" {...OUTSIDE}>
                  {social.label}
                </Link>
              </WrapItem>
            ))}
          </Wrap>
        ) : null}
      </Stack>
    </Flex>
  );
}
