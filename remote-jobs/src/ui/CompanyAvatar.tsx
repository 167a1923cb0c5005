import { Avatar, type AvatarProps } from '@chakra-ui/react';

/** The company's logo when it has one, else its initials on a brand gradient. */
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
