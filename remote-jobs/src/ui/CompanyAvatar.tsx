import { Avatar, type AvatarProps } from '@chakra-ui/react';
import { avatarInitials } from '@chainwork/shared-config/prepaint/content';

/**
 * The company's logo when it has one (once loaded), else its initials on a brand gradient:
 * the initials by the rule the gateway fills the job page's pre-paint with (Chakra's own).
 */
export function CompanyAvatar({ company, logo, ...rest }: { company: string; logo: string | null } & AvatarProps) {
  return (
    <Avatar
      name={company}
      src={logo ?? undefined}
      borderRadius="xl"
      bgGradient="linear(to-br, brand.500, accent.500)"
      color="white"
      fontWeight="700"
      loading="lazy"
      getInitials={avatarInitials}
      {...rest}
    />
  );
}
