import { Text, type TextProps } from '@chakra-ui/react';
import { SITE_NAME } from '../constants';

/**
 * The Chainwork wordmark: the site name in the purple-to-pink brand gradient.
 * Shared so the top bar (navigation remote) and the shell's fallback when that
 * remote is down look the same.
 */
export function Wordmark(props: TextProps) {
  return (
    <Text
      as="span"
      fontFamily="heading"
      fontWeight="800"
      fontSize={{ base: 'xl', md: '2xl' }}
      letterSpacing="-0.03em"
      lineHeight="1"
      bgGradient="linear(to-r, brand.300, accent.400)"
      bgClip="text"
      {...props}
    >
      {SITE_NAME}
    </Text>
  );
}
