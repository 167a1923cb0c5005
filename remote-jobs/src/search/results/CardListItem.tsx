import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card out of sight is not styled, laid out or painted until it nears the viewport
 * (on a phone, all of the first page's cards are under the hero, a job page's similar
 * jobs under its description): the browser keeps a card-sized box in its place (then the
 * size it last had). Paint containment would clip what a card draws outside itself (the
 * hover lift, the focus ring, a Featured card's glow), hence the clip margin.
 */
const OFFSCREEN_CARD = {
  contentVisibility: 'auto',
  // A typical card's height: 187-242 px on a phone, 171 px from md up.
  containIntrinsicSize: { base: 'auto 205px', md: 'auto 171px' },
  overflowClipMargin: '32px',
} as const;

/** One job card's item in a list of cards. */
export function CardListItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" sx={OFFSCREEN_CARD}>
      {children}
    </Box>
  );
}
