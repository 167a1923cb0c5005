import { Box, Button, HStack } from '@chakra-ui/react';
import { publicSettings } from '@chainwork/shared-config';
import { TOP_BAR_MENUS } from '@chainwork/shared-config/prepaint/content';
import { AccountMenu } from '../account/AccountMenu';
import { NavLink } from '../menus/NavLink';
import { aboutItem, blogItem, connectItems, feedbackItem, resourceItems, type NavItem } from '../menus/menu-items';
import { AiResourcesMenu } from './AiResourcesMenu';
import { NavMenu } from './NavMenu';
import { PostJobButton } from './PostJobButton';
import { useTalentToast } from './use-talent-toast';

function BarLink({ item }: { item: NavItem }) {
  return (
    <Button
      as={NavLink}
      item={item}
      variant="ghost"
      size="sm"
      fontWeight="600"
      color="whiteAlpha.900"
      _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
    >
      {item.text}
    </Button>
  );
}

/**
 * The entries shown at and above the navigation breakpoint (docs/product-requirements.md#top-bar), in the requirements' order.
 * The shell's static pre-paint draws the same entries (shared-config/src/prepaint): a change of look here needs the same change there.
 */
export function DesktopNav() {
  const showTalentToast = useTalentToast();
  return (
    <HStack as="nav" aria-label="Main" spacing={1}>
      <BarLink item={aboutItem} />
      <BarLink item={blogItem} />
      <NavMenu label={TOP_BAR_MENUS.resources} items={resourceItems} />
      <NavMenu label={TOP_BAR_MENUS.connect} items={connectItems(publicSettings().social)} />
      <AiResourcesMenu />
      <BarLink item={feedbackItem} />
      <Button variant="ghost" size="sm" fontWeight="600" color="whiteAlpha.900" onClick={showTalentToast}>
        {TOP_BAR_MENUS.talent}
      </Button>
      <PostJobButton ml={3} />
      <Box pl={3}>
        <AccountMenu />
      </Box>
    </HStack>
  );
}
