import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { ANONYMOUS, resetAuth, setPageAuth, type AuthProvider } from '@chainwork/shared-config/browser';
import { AuthPage } from './AuthPage';

const renderPage = (kind: 'signIn' | 'signUp') => render(<ChakraProvider theme={theme}><AuthPage kind={kind} /></ChakraProvider>);

afterEach(() => { resetAuth(); vi.unstubAllGlobals(); });

describe('AuthPage', () => {
  it('says plainly that sign-in is not configured when no provider is', () => {
    renderPage('signIn');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in' })).toBeTruthy();
    expect(screen.getByText(/once it is configured for this site/)).toBeTruthy();
  });

  it("mounts the hosted provider's own form, and unmounts it on leave", () => {
    const unmount = vi.fn();
    const mount = vi.fn(() => unmount);
    const provider: AuthProvider = { getState: () => ANONYMOUS, subscribe: () => () => {}, signOut: async () => {}, mount };
    setPageAuth(provider);
    const view = renderPage('signUp');
    expect(mount).toHaveBeenCalledWith('signUp', expect.any(HTMLElement));
    view.unmount();
    expect(unmount).toHaveBeenCalled();
  });
});
