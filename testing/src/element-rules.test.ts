// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { startsTransition, transitionStarts } from './element-rules';

function styled(css: string, className = 'c'): Element {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const element = document.createElement('button');
  element.className = className;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('startsTransition', () => {
  it('sees a transition with a time above zero, in the shorthand or the longhands', () => {
    expect(startsTransition(styled('.c { transition: all 0.2s ease; }'))).toBe(true);
    expect(transitionStarts(['transition-property: opacity; transition-duration: 150ms'], document)).toBe(true);
    expect(transitionStarts(['transition-duration: 0s; transition-delay: 1s'], document)).toBe(true);
  });

  it('reads a duration token from :root, as Chakra sets them', () => {
    const element = styled(
      ':root { --d: 0s; --slow: 300ms; } .c { transition-duration: var(--d); } .s { transition-duration: var(--slow); }',
    );
    expect(startsTransition(element)).toBe(false);
    element.className = 's';
    expect(startsTransition(element)).toBe(true);
  });

  it('sees none in `transition: none`, in zero times, or in a property list without a time', () => {
    expect(startsTransition(styled('.c { transition: none; }'))).toBe(false);
    expect(transitionStarts(['transition: opacity 0s cubic-bezier(0.4, 0, 0.2, 1) 0ms'], document)).toBe(false);
    expect(transitionStarts(['transition-property: background-color, border-color'], document)).toBe(false);
  });
});
