import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, NEWSLETTER_INVALID_MESSAGE, NEWSLETTER_REQUIRED_MESSAGE } from '@chainwork/shared-config';
import { readPromptMemory } from '@chainwork/shared-config/browser';
import { injectSettings, renderInShell, setUpFormTests } from '../test/render';
import { NewsletterInline } from './NewsletterInline';

const PROVIDER = 'https://news.example/subscribe';
const form = setUpFormTests({ newsletterSubscribeUrl: PROVIDER, siteUrl: 'https://chainwork.example' });

const field = () => screen.getByLabelText('Email address');
const submit = async () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  });
const type = async (value: string) =>
  act(async () => {
    fireEvent.change(field(), { target: { value } });
  });

describe('NewsletterInline', () => {
  it('is headed Stay up to date and has a labelled email field', () => {
    renderInShell(<NewsletterInline />);
    expect(screen.getByRole('heading', { name: 'Stay up to date' })).toBeTruthy();
    expect(field().getAttribute('type')).toBe('email');
  });

  it('says Required beside the field when submitted empty, and opens nothing', async () => {
    renderInShell(<NewsletterInline />);
    await submit();
    expect(screen.getByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(form.open).not.toHaveBeenCalled();
    expect(form.tracker.events).toEqual([]);
  });

  it('moves focus to the field an invalid submit names, and sends the address trimmed once valid', async () => {
    renderInShell(<NewsletterInline />);
    await submit();
    expect(document.activeElement).toBe(field());
    await type('  ada@example.com ');
    await submit();
    expect(form.open).toHaveBeenCalledWith(expect.stringContaining('email=ada%40example.com&'), '_blank', 'noopener');
  });

  it('shows the error beside the field: inside its control, described by it', async () => {
    renderInShell(<NewsletterInline />);
    await submit();
    const error = screen.getByText(NEWSLETTER_REQUIRED_MESSAGE);
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
    expect(error.closest('[role="group"]')).toBe(field().closest('[role="group"]'));
  });

  it('rejects a malformed address with the pattern message', async () => {
    renderInShell(<NewsletterInline />);
    await type('name@domain');
    await submit();
    expect(screen.getByText(NEWSLETTER_INVALID_MESSAGE)).toBeTruthy();
    expect(form.open).not.toHaveBeenCalled();
    expect(form.tracker.events).toEqual([]);
  });

  it.each(['NAME@DOMAIN.IO', 'a.b+c@sub.example.co'])('accepts %s (pattern is case-insensitive)', async (email) => {
    renderInShell(<NewsletterInline />);
    await type(email);
    await submit();
    expect(form.open).toHaveBeenCalledTimes(1);
  });

  it.each(['name@domain.c', 'name@domain.c0', '@domain.io', 'name@.io x'])('rejects %s', async (email) => {
    renderInShell(<NewsletterInline />);
    await type(email);
    await submit();
    expect(screen.getByText(NEWSLETTER_INVALID_MESSAGE)).toBeTruthy();
    expect(form.open).not.toHaveBeenCalled();
  });

  it('validates on submit first, then again on every change', async () => {
    renderInShell(<NewsletterInline />);
    await type('x');
    expect(screen.queryByText(NEWSLETTER_INVALID_MESSAGE)).toBeNull();
    await submit();
    expect(screen.getByText(NEWSLETTER_INVALID_MESSAGE)).toBeTruthy();
    await type('');
    expect(screen.getByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeTruthy();
    await type('ada@example.com');
    expect(screen.queryByText(NEWSLETTER_REQUIRED_MESSAGE)).toBeNull();
    expect(screen.queryByText(NEWSLETTER_INVALID_MESSAGE)).toBeNull();
  });

  it('opens the provider in a new tab with the email and the way home, encoded', async () => {
    renderInShell(<NewsletterInline />);
    await type('ada@example.com');
    await submit();
    expect(form.open).toHaveBeenCalledTimes(1);
    expect(form.open).toHaveBeenCalledWith(
      'https://news.example/subscribe?email=ada%40example.com&redirect_url=https%3A%2F%2Fchainwork.example%2F',
      '_blank',
      'noopener',
    );
    expect(screen.getByRole('status').textContent).toMatch(/new tab/);
  });

  it("tracks 'newsletter inline form submit' once per valid submit, never with the address, and remembers the subscription", async () => {
    renderInShell(<NewsletterInline />);
    await type('ada@example.com');
    await submit();
    expect(form.tracker.events).toEqual([{ event: ANALYTICS_EVENTS.newsletterInlineSubmit, properties: { form: 'inline' } }]);
    expect(JSON.stringify(form.tracker.events)).not.toContain('ada@');
    expect(readPromptMemory()?.subscribed).toBe(true);
  });

  it('tells the visitor when no provider is configured instead of opening a blank tab', async () => {
    injectSettings({ newsletterSubscribeUrl: '' });
    renderInShell(<NewsletterInline />);
    await type('ada@example.com');
    await submit();
    expect(form.open).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/not available/);
  });
});
