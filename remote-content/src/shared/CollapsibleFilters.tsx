import { Box, Button, useDisclosure } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * Filter groups that fold away on small screens (the results come first there, behind one
 * "Filters" button) and always show beside the results on large ones.
 */
export function CollapsibleFilters({ active, children }: { active: number; children: ReactNode }) {
  const { isOpen, onToggle } = useDisclosure();
  const id = useId();
  return (
    <>
      <Button
        display={{ base: 'flex', lg: 'none' }}
        variant="outline"
        colorScheme="whiteAlpha"
        color="white"
        w="100%"
        justifyContent="space-between"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={onToggle}
        rightIcon={
          <Box as="span" aria-hidden>
            {isOpen ? '▴' : '▾'}
          </Box>
        }
      >
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <Box id={id} display={{ base: isOpen ? 'block' : 'none', lg: 'block' }}>
        {children}
      </Box>
    </>
  );
}
