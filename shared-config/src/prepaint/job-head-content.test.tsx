// @vitest-environment happy-dom
import { Avatar, ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { avatarInitials } from './job-head-content';

const NAMES = [
  'Lumen Labs',
  'Bellwick Validators International Holdings',
  'Aave',
  '  Padded  Name  ',
  'Double  Space',
  'évian Øresund',
  'lower case co',
  'A',
  '0x Protocol',
  'Evil <!-- Co & "Sons"',
];

describe('avatarInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(avatarInitials('Lumen Labs')).toBe('LL');
    expect(avatarInitials('Bellwick Validators International Holdings')).toBe('BH');
    expect(avatarInitials('Aave')).toBe('A');
    expect(avatarInitials('  Padded  Name  ')).toBe('PN');
    expect(avatarInitials('Evil <!-- Co & "Sons"')).toBe('E"');
    expect(avatarInitials('')).toBe('');
  });

  it("is Chakra's Avatar's own rule, so the pre-paint shows what the avatar then draws", () => {
    for (const name of NAMES) {
      const { container, unmount } = render(
        <ChakraProvider theme={theme}>
          <Avatar name={name} />
        </ChakraProvider>,
      );
      expect(container.querySelector('.chakra-avatar__initials')?.textContent, name).toBe(avatarInitials(name));
      unmount();
    }
  });
});
