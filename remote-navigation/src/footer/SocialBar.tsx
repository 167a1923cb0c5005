import { HStack, IconButton } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaDiscord, FaTelegram, FaXTwitter } from 'react-icons/fa6';
import { FiMail } from 'react-icons/fi';
import { connectItems, type SocialKind, type SocialItem } from '../menus/menu-items';
import type { PublicSettings } from '@chainwork/shared-config';

const ICONS: Record<SocialKind, IconType> = { email: FiMail, microblog: FaXTwitter, messaging: FaTelegram, chat: FaDiscord };

/** Footer social icons: messaging channel, microblog, e-mail (docs/product-requirements.md#footer), those configured. */
export function SocialBar({ social }: { social: PublicSettings['social'] }) {
  const items: SocialItem[] = connectItems(social, ['messaging', 'microblog', 'email']);
  if (items.length === 0) return null;
  return (
    <HStack spacing={2}>
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        const isWeb = /^https?:/i.test(item.href);
        return (
          <IconButton
            key={item.kind}
            as="a"
            href={item.href}
            {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            aria-label={item.text}
            icon={<Icon />}
            variant="ghost"
            color="whiteAlpha.800"
            _hover={{ color: 'white', bg: 'whiteAlpha.100' }}
            borderRadius="full"
          />
        );
      })}
    </HStack>
  );
}
