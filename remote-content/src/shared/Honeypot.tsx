import { Box } from '@chakra-ui/react';

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from
 * assistive technology); form-filling bots fill it, and the api drops what they send.
 */
export function Honeypot({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label htmlFor={`hp-${name}`}>Leave this field empty</label>
      <input
        id={`hp-${name}`}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Box>
  );
}
