import { useEffect } from 'react';
import { useColorMode } from '@chakra-ui/react';
import { FORCED_COLOR_MODE } from '@chainwork/shared-config';

/**
 * The whole product is shown dark (docs/product-requirements.md#look-and-colour-mode): if the stored mode is light at start,
 * switch it. The template's inline script already did this before paint; this covers
 * storage that changed since (another tab) and keeps Chakra's state in step.
 */
export function ForceDarkMode() {
  const { colorMode, setColorMode } = useColorMode();
  useEffect(() => {
    if (colorMode !== FORCED_COLOR_MODE) setColorMode(FORCED_COLOR_MODE);
  }, [colorMode, setColorMode]);
  return null;
}
