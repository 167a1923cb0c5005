import { Link } from '@chakra-ui/react';
import { shellConfig } from '../runtime/runtime-config';

/** The configured contact address as a link, or a plain pointer when none is configured. */
export function ContactLink() {
  const mailto = shellConfig().contactEmail;
  if (!mailto) return <>the contact address in the site footer</>;
  return (
    <Link href={mailto} color="accent.200" textDecoration="underline">
      {mailto.slice('mailto:'.length)}
    </Link>
  );
}
