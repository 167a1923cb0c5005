import { Button, type ButtonProps } from '@chakra-ui/react';

/** The employer's application page, in a new tab; we do not vouch for it (nofollow). */
export function ApplyButton({ href, ...rest }: { href: string } & ButtonProps) {
  return (
    <Button as="a" href={href} target="_blank" rel="noopener noreferrer nofollow" size="lg" px={10} variant="brand" {...rest}>
      Apply now
    </Button>
  );
}
