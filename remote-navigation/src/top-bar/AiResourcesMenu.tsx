import { Button } from '@chakra-ui/react';
import { TOP_BAR_MENUS } from '@chainwork/shared-config/prepaint/content';
import { lazyOverlay } from '@chainwork/shared-config/react';
import { DeferredMenu, MenuButtonLabel } from '../menus/DeferredMenu';
import { loadTopBarOverlays } from '../overlays/load-top-bar-overlays';
import { navTriggerProps } from './nav-trigger';

const AiResourcesMenuLoaded = lazyOverlay(() => loadTopBarOverlays().then((m) => m.AiResourcesMenuLoaded));

/** AI tools that are announced but not built: listed, marked Coming Soon, linking nowhere (docs/product-requirements.md#top-bar). */
export function AiResourcesMenu() {
  return (
    <DeferredMenu
      trigger={
        <Button {...navTriggerProps}>
          <MenuButtonLabel>{TOP_BAR_MENUS.aiResources}</MenuButtonLabel>
        </Button>
      }
    >
      {(handOver) => <AiResourcesMenuLoaded {...handOver} />}
    </DeferredMenu>
  );
}
