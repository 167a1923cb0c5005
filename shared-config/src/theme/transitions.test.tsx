// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraProvider } from '../vendor/chakra';
import { theme } from '.';

afterEach(cleanup);

/** The value of a custom property as the page's stylesheets set it on `:root`. */
function rootVariable(name: string): string | undefined {
  const text = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .find((rule) => /^[^{]*:root/.test(rule) && rule.includes(`${name}:`));
  return text ? new RegExp(`${name}:\\s*([^;}]+)`).exec(text)?.[1]?.trim() : undefined;
}

describe("the theme's transitions", () => {
  it('sets every duration token to zero, so hover, focus and press start no CSS transition', () => {
    expect(Object.values(theme.transition.duration)).toEqual(Array(7).fill('0s'));
  });

  it("gives a Chakra button's transition a zero duration", () => {
    render(
      <ChakraProvider theme={theme}>
        <Button>Save</Button>
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .filter((text) => button.classList.contains(/^\.([\w-]+)/.exec(text)?.[1] ?? ''));
    const duration = rules.map((text) => /transition-duration:\s*var\((--[\w-]+)\)/.exec(text)?.[1]).find(Boolean);
    expect(duration).toBe('--chakra-transition-duration-normal');
    expect(rootVariable(duration!)).toBe('0s');
  });
});
