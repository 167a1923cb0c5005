import { Button, type ButtonProps } from '@chakra-ui/react';

/** The employer's application page, in a new tab; we do not vouch for it (nofollow). */
export function ApplyButton({ href, ...rest }: { href: string } & ButtonProps) {
  return (
    <Button
      as="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      size="lg"
      px={10}
      color="white"
      bgGradient="linear(to-r, brand.500, accent.500)"
      _hover={{ bgGradient: 'linear(to-r, brand.400, accent.400)' }}
      _active={{ bgGradient: 'linear(to-r, brand.600, accent.600)' }}
      {...rest}
    >
      Apply now
    </Button>
  );
}
