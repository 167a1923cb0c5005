import { Button, HStack, Text } from '@chakra-ui/react';
import { FaLinkedin, FaXTwitter } from 'react-icons/fa6';
import { publicSettings } from '@chainwork/shared-config';
import type { ShareBarProps } from '@chainwork/shared-config/federation';
import { shareTargets } from './share-urls';

const ICONS = { twitter: FaXTwitter, linkedin: FaLinkedin } as const;

export function ShareBar({ slug, title, kind = 'job' }: ShareBarProps) {
  const targets = shareTargets(publicSettings().siteUrl, slug, title, kind);
  return (
    <HStack spacing={3} flexWrap="wrap" role="group" aria-label={kind === 'post' ? 'Share this post' : 'Share this job'}>
      {/* The group is named for assistive tech; on a phone the visible word would push a button to a second line. */}
      <Text fontSize="sm" color="fg.muted" mr={1} display={{ base: 'none', sm: 'block' }} aria-hidden>
        Share
      </Text>
      {targets.map((target) => {
        const Icon = ICONS[target.network];
        return (
          <Button
            key={target.network}
            as="a"
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            variant="outline"
            colorScheme="whiteAlpha"
            color="whiteAlpha.900"
            leftIcon={<Icon aria-hidden />}
          >
            {target.label}
          </Button>
        );
      })}
    </HStack>
  );
}
