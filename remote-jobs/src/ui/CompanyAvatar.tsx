import { Avatar, type AvatarProps } from '@chakra-ui/react';
import { avatarInitials } from '@chainwork/shared-config/prepaint/content';

/**
 * The company's logo when it has one (once loaded), else its initials on a brand gradient.
 * The initials are Chakra's Avatar's own rule (`avatarInitials`, which the job page's pre-paint
 * draws before any script runs), given as the avatar's icon rather than through `name`: with a
 * name, Chakra's theme gives each company its own background colour (under a gradient that
 * always covers it), one class per company, whose rules the first card of a new company
 * inserted into the page's sheet, restyling the whole page inside the interaction (opening a
 * job, Back, the next page). Without it every avatar of a size shares one class.
 */
export function CompanyAvatar({ company, logo, ...rest }: { company: string; logo: string | null } & AvatarProps) {
  return (
    <Avatar
      icon={<span className="chakra-avatar__initials">{avatarInitials(company)}</span>}
      iconLabel={company}
      src={logo ?? undefined}
      borderRadius="xl"
      bgGradient="linear(to-br, brand.500, accent.500)"
      color="white"
      fontWeight="700"
      lineHeight={1}
      loading="lazy"
      {...rest}
    />
  );
}
