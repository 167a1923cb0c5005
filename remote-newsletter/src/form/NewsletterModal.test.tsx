import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS, NEWSLETTER_INVALID_MESSAGE, NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';
import { readPromptMemory } from '@chainwork/shared-config/browser';
import { rulesOf } from '@chainwork/testing/element-rules';
import { renderInShell, setUpFormTests } from '../test/render';
import { MODAL_HEADING, NewsletterModal, NOT_NOW } from './NewsletterModal';

const form = setUpFormTests({ newsletterSubscribeUrl: 'https://news.example/subscribe' });

describe('NewsletterModal', () => {
  it('reports submitted: false when dismissed with Not Now', async () => {
    const onDone = vi.fn();
    renderInShell(<NewsletterModal isOpen onDone={onDone} />);
    fireEvent.click(await screen.findByRole('button', { name: NOT_NOW }));
    expect(onDone).toHaveBeenCalledWith({ submitted: false });
    expect(form.open).not.toHaveBeenCalled();
    expect(form.tracker.events).toEqual([{ event: ANALYTICS_EVENTS.newsletterModalClose, properties: { via: 'not-now' } }]);
  });

  it('dims the page behind it without blurring it (a backdrop filter is drawn again in every frame the modal covers)', async () => {
    renderInShell(<NewsletterModal isOpen onDone={vi.fn()} />);
    await screen.findByRole('dialog', { name: MODAL_HEADING });
    const overlay = document.querySelector('.chakra-modal__overlay')!;
    expect(rulesOf(overlay).join('')).toMatch(/background/);
    expect(rulesOf(overlay).join('')).not.toMatch(/backdrop-filter/);
  });

  it('is a dialog named by its heading, with focus in the email field', async () => {
    renderInShell(<NewsletterModal isOpen onDone={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: MODAL_HEADING })).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email address')));
  });

  it('counts the close button as a dismissal too', async () => {
    const onDone = vi.fn();
    renderInShell(<NewsletterModal isOpen onDone={onDone} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledWith({ submitted: false });
    expect(form.tracker.events).toEqual([{ event: ANALYTICS_EVENTS.newsletterModalClose, properties: { via: 'close' } }]);
  });

  it('reports nothing and tracks nothing for an invalid submit', async () => {
    const onDone = vi.fn();
    renderInShell(<NewsletterModal isOpen onDone={onDone} />);
    await act(async () => {
      fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'nope@nope' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    });
    expect(screen.getByText(NEWSLETTER_INVALID_MESSAGE)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(form.tracker.events).toEqual([]);
  });

  it('validates like the inline form and reports submitted: true after opening the provider', async () => {
    const onDone = vi.fn();
    renderInShell(<NewsletterModal isOpen onDone={onDone} />);
    const subscribe = await screen.findByRole('button', { name: 'Subscribe' });
    await act(async () => {
      fireEvent.click(subscribe);
    });
    expect(screen.getByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    });
    await act(async () => {
      fireEvent.click(subscribe);
    });
    expect(form.open).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith({ submitted: true });
    expect(form.tracker.events).toEqual([{ event: ANALYTICS_EVENTS.newsletterModalSubmit, properties: { form: 'modal' } }]);
    expect(readPromptMemory()?.subscribed).toBe(true);
  });
});
