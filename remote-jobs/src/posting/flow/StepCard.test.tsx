import { ChakraProvider, Input } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { startsTransition, transitionStarts } from '@chainwork/testing/element-rules';
import type { SubmitOutcome } from './StepCard';
import { StepCard } from './StepCard';

/** Every render of Chakra's Button: what the press must not cause. */
const buttonRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@chakra-ui/react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@chakra-ui/react')>();
  const { createElement, forwardRef } = await import('react');
  const Button = forwardRef<HTMLButtonElement, Parameters<typeof actual.Button>[0]>((props, ref) => {
    buttonRenders.count += 1;
    return createElement(actual.Button, { ...props, ref });
  });
  return { ...actual, Button };
});

/**
 * The declarations of every rule on the page whose selector names `className` anywhere (the Save
 * button's rules sit under the footer's class, so `rulesOf` on the button would not find them).
 */
function rulesFor(className: string): string[] {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  return [...css.matchAll(/([^{}]*)\{([^{}]*)\}/g)].filter(([, selector]) => selector!.includes(className)).map(([, , body]) => body!);
}

describe('StepCard', () => {
  it('answers the press with a plain button on the footer’s one rule set: no Chakra component renders, and no transition runs', async () => {
    let settle: (outcome: SubmitOutcome) => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<SubmitOutcome>((resolve) => {
          settle = resolve;
        }),
    );
    render(
      <ChakraProvider theme={theme}>
        <StepCard title="The job" onSubmit={onSubmit} onBack={() => {}}>
          <input aria-label="Job title" />
        </StepCard>
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save and continue' });
    buttonRenders.count = 0;
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('Saving…');
    expect(buttonRenders.count).toBe(0);

    // Its look is the footer's static rules, with no transition whose events the press would dispatch.
    const rules = rulesFor('cw-save-button');
    expect(rules.length).toBeGreaterThan(0);
    expect(transitionStarts(rules, document)).toBe(false);
    expect(rules.filter((body) => /transition-(property|duration)/.test(body))).toEqual([]);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    settle('stayed');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toBe('Save and continue');
  });

  it('draws its fields without transitions, so a pointer crossing one dispatches no transition events through React', () => {
    render(
      <ChakraProvider theme={theme}>
        <StepCard title="Your company" onSubmit={() => undefined}>
          <Input aria-label="Company name" />
        </StepCard>
      </ChakraProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Company name' });
    // Chakra's field declares a fade of its border colours on hover and focus, over the theme's duration token, which is zero.
    expect(field.classList.contains('chakra-input')).toBe(true);
    expect(startsTransition(field)).toBe(false);
  });
});
