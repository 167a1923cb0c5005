import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';
import { injectSettings, renderInShell } from '../test/render';
import { NewsletterModal, NOT_NOW } from './NewsletterModal';

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  injectSettings({ newsletterSubscribeUrl: 'https://news.example/subscribe' });
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__CHAINWORK__;
});

describe('NewsletterModal', () => {
  it('reports submitted: false when dismissed with Not Now', async () => {
    const onDone = vi.fn();
    renderInShell(<NewsletterModal isOpen onDone={onDone} />);
    fireEvent.click(await screen.findByRole('button', { name: NOT_NOW }));
    expect(onDone).toHaveBeenCalledWith({ submitted: false });
    expect(open).not.toHaveBeenCalled();
  });

  it('validates like the inline form and reports submitted: true after opening the provider', async () => {
    const onDone = vi.fn();
    renderInShell(<NewsletterModal isOpen onDone={onDone} />);
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    await act(async () => { fireEvent.click(subscribe); });
    expect(screen.getByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => { fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } }); });
    await act(async () => { fireEvent.click(subscribe); });
    expect(open).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({ submitted: true });
  });
});
