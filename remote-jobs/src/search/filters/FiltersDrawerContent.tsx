import { Button } from '@chakra-ui/react';
import type { RefObject } from 'react';
import {
  Drawer,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerOverlay,
} from '@chainwork/shared-config/chakra-overlays';
import { FiltersPanel, type FiltersPanelProps } from './FiltersPanel';

export type FiltersDrawerProps = FiltersPanelProps & {
  activeCount: number;
  /** The close button's words: "Show 1,234 jobs". */
  showLabel: string;
  onClearAll: () => void;
};

/** FiltersDrawer's drawer, loaded on the first open (or when the page is idle). */
export function FiltersDrawerContent({
  isOpen,
  onClose,
  button,
  activeCount,
  showLabel,
  onClearAll,
  ...panel
}: FiltersDrawerProps & { isOpen: boolean; onClose: () => void; button: RefObject<HTMLButtonElement | null> }) {
  return (
    <Drawer isOpen={isOpen} onClose={onClose} placement="left" size="sm" finalFocusRef={button}>
      <DrawerOverlay />
      <DrawerContent bg="bg.canvas">
        <DrawerCloseButton aria-label="Close filters" />
        <DrawerHeader borderBottomWidth="1px" borderColor="border.subtle">
          Filters
        </DrawerHeader>
        <DrawerBody py={6}>
          <FiltersPanel {...panel} />
        </DrawerBody>
        <DrawerFooter borderTopWidth="1px" borderColor="border.subtle" gap={3}>
          {activeCount ? (
            <Button variant="ghost" onClick={onClearAll}>
              Clear all
            </Button>
          ) : null}
          <Button onClick={onClose} flex="1">
            {showLabel}
          </Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
