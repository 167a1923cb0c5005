import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { avatarInitials } from '@chainwork/shared-config/prepaint/content';
import { CompanyAvatar } from './CompanyAvatar';

const NAMES = ['Lumen Labs', 'ZK Forge', 'Aave', 'Bellwick Validators International Holdings'];

describe('CompanyAvatar', () => {
  it("draws every company's initials with one class per size, so a new company adds no style rule", () => {
    render(
      <ChakraProvider theme={theme}>
        {NAMES.map((name) => (
          <CompanyAvatar key={name} company={name} logo={null} size="md" />
        ))}
      </ChakraProvider>,
    );
    const avatars = NAMES.map((name) => screen.getByRole('img', { name }));
    expect(avatars.map((avatar) => avatar.textContent)).toEqual(NAMES.map(avatarInitials));
    const classes = new Set(avatars.map((avatar) => avatar.closest('.chakra-avatar')!.className));
    expect(classes.size).toBe(1);
  });
});
