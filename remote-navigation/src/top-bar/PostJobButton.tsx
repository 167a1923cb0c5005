import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { postJobItem } from '../menus/menu-items';

/** The highlighted call to action for employers. */
export function PostJobButton({ newTab = false, ...rest }: { newTab?: boolean } & ButtonProps) {
  return (
    <Button
      as={RouterLink}
      to={postJobItem.href}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      size="sm"
      px={5}
      borderRadius="full"
      color="white"
      bgGradient="linear(to-r, brand.500, accent.500)"
      _hover={{ bgGradient: 'linear(to-r, brand.400, accent.400)' }}
      _active={{ bgGradient: 'linear(to-r, brand.600, accent.600)' }}
      boxShadow="0 0 24px rgba(226, 53, 151, 0.25)"
      {...rest}
    >
      {postJobItem.text}
    </Button>
  );
}
