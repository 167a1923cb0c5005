import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@chainwork/shared-config/router';
import { usePrefetchOnApproach } from '@chainwork/shared-config/react';
import { postJobItem } from '../menus/menu-items';

/**
 * The highlighted call to action for employers. From the mobile menu it opens in a new
 * tab (docs/product-requirements.md#top-bar), so the visitor keeps their place in the job list.
 */
export function PostJobButton({ newTab = false, ...rest }: { newTab?: boolean } & ButtonProps) {
  const prefetchRef = usePrefetchOnApproach<HTMLAnchorElement>(postJobItem.href);
  return (
    <Button
      ref={prefetchRef}
      as={RouterLink}
      to={postJobItem.href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      size="sm"
      px={5}
      borderRadius="full"
      variant="brand"
      fontWeight="700"
      boxShadow="0 0 24px rgba(226, 53, 151, 0.25)"
      // The glow grows on hover; beside `_hover`, which would replace the variant's hover gradient.
      sx={{ '&:hover, &[data-hover]': { boxShadow: '0 0 32px rgba(226, 53, 151, 0.45)' } }}
      {...rest}
    >
      {postJobItem.text}
    </Button>
  );
}
