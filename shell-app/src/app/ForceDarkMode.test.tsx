import { render, waitFor } from '@testing-library/react';
import { ChakraProvider, useColorMode } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '@chainwork/shared-config';
import { theme } from '@chainwork/shared-config/react';
import { colorModeManager } from './Providers';
import { ForceDarkMode } from './ForceDarkMode';

function ShowMode() {
  return <p data-testid="mode">{useColorMode().colorMode}</p>;
}

afterEach(() => localStorage.clear());

describe('ForceDarkMode', () => {
  it('switches a stored light mode to dark at start, in state and in storage', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    const view = render(
      <ChakraProvider theme={theme} colorModeManager={colorModeManager}>
        <ForceDarkMode />
        <ShowMode />
      </ChakraProvider>,
    );
    await waitFor(() => expect(view.getByTestId('mode').textContent).toBe('dark'));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
  });
});
