import {
  Badge,
  Button,
  Drawer,
  DrawerBody,
  DrawerCloseButton,
  DrawerContent,
  DrawerFooter,
  DrawerHeader,
  DrawerOverlay,
  useDisclosure,
} from '@chakra-ui/react';
import { useRef } from 'react';
import { FilterGlyph } from '../../ui/icons';
import { FiltersPanel, type FiltersPanelProps } from './FiltersPanel';

/**
 * Small screens: the filters in a drawer behind a "Filters" button. The drawer is a
 * labelled dialog that holds focus while open and gives it back to the button on close;
 * filters apply at once, so the results are ready when it closes.
 */
export function FiltersDrawer({
  activeCount,
  showLabel,
  onClearAll,
  ...panel
}: FiltersPanelProps & {
  activeCount: number;
  /** The close button's words: "Show 1,234 jobs". */
  showLabel: string;
  onClearAll: () => void;
}) {
  const { isOpen, onOpen, onClose } = useDisclosure();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        onClick={onOpen}
        variant="outline"
        size="sm"
        leftIcon={<FilterGlyph boxSize={4} />}
        aria-label={activeCount ? `Filters, ${activeCount} active` : 'Filters'}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
      >
        Filters
        {activeCount ? (
          <Badge ml={2} colorScheme="accent" borderRadius="full" aria-hidden>
            {activeCount}
          </Badge>
        ) : null}
      </Button>
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
    </>
  );
}
