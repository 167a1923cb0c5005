import { Flex, Text } from '@chakra-ui/react';
import { JOB_HEAD } from '@chainwork/shared-config/prepaint/content';
import { ShieldGlyph } from './icons';

/**
 * "Verified employer": the employer's e-mail domain matches the company's website and a
 * job of theirs passed review (the api decides; `employerVerified`).
 */
export function VerifiedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <Flex
      as="span"
      display="inline-flex"
      align="center"
      gap={1}
      color="teal.200"
      fontSize={size === 'sm' ? 'xs' : 'sm'}
      fontWeight="700"
      borderRadius="full"
      px={2}
      py={0.5}
      bg="rgba(129, 230, 217, 0.1)"
    >
      <ShieldGlyph boxSize={size === 'sm' ? 3.5 : 4} />
      <Text as="span">{JOB_HEAD.verified}</Text>
    </Flex>
  );
}

/** A Featured listing's mark on its card. */
export function FeaturedBadge() {
  return (
    <Text
      as="span"
      fontSize="xs"
      fontWeight="800"
      letterSpacing="0.06em"
      textTransform="uppercase"
      color="white"
      layerStyle="brand"
      borderRadius="full"
      px={2.5}
      py={0.5}
    >
      Featured
    </Text>
  );
}
