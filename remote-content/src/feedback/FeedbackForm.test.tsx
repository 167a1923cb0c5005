import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '@chainwork/shared-config/content';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { injectConfig, removeConfig } from '../test/inject-config';
import { FeedbackForm } from './FeedbackForm';

// The real api (its Turnstile test secret from api/wrangler.jsonc): a sent form is stored for moderation.
const api = realApiForThisFile();

const SUBMIT = 'content.feedback.submit';

function renderForm() {
  return renderWithApi(<FeedbackForm />, api);
}

beforeEach(() => {
  injectConfig({ settings: { turnstileSiteKey: '1x00000000000000000000AA' } });
});
afterEach(removeConfig);

// A full Chakra form typed into field by field: generous time on a loaded machine (no timing is asserted).
describe('FeedbackForm', { timeout: 30_000 }, () => {
  it('shows each problem beside its field and sends nothing', async () => {
    const { calls } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter your role')).toBeTruthy();
    expect(screen.getByText('Please choose a rating')).toBeTruthy();
    expect(screen.getByText('Please write at least 20 characters')).toBeTruthy();
    expect(screen.getByText('Please agree so that we can publish your words')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.name === SUBMIT)).toEqual([]);
  });

  it('sends a valid form with the test widget token and an empty honeypot, then thanks the visitor', async () => {
    const { calls } = renderForm();
    expect(screen.getByRole('status').textContent).toContain('Turnstile test key');
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Role/ }), { target: { value: 'Solidity engineer' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your message/ }), {
      target: { value: 'I found my current role here within two weeks.' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /may publish/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback')).toBeTruthy();
    expect(calls.filter((call) => call.name === SUBMIT).map((call) => call.input)).toEqual([
      {
        name: 'Ada',
        role: 'Solidity engineer',
        company: '',
        rating: 4,
        message: 'I found my current role here within two weeks.',
        consent: true,
        website: '',
        turnstileToken: TURNSTILE_DUMMY_TOKEN,
      },
    ]);
  });

  it('keeps the form closed to bots on the always-block test key', async () => {
    injectConfig({ settings: { turnstileSiteKey: '2x00000000000000000000AB' } });
    renderForm();
    expect(screen.getByRole('status').textContent).toContain('failed');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please complete the check that you are human')).toBeTruthy();
  });
});
