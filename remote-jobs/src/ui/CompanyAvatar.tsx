import { Avatar, type AvatarProps } from '@chakra-ui/react';

/**
 * The company's logo when it has one (once loaded), else its initials on a brand gradient.
 * The job page's pre-paint draws the same initials before any script runs: the gateway
 * computes them with `avatarInitials` (shared-config/src/prepaint), Chakra's own rule, which
 * its test checks against this Avatar.
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
      {...rest}
    />
  );
}
