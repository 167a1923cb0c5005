import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleJob } from '@chainwork/api/seed';
import type { Identity } from '@chainwork/shared-config';
import { resetAuth } from '@chainwork/shared-config/browser';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { PostJob } from './PostJob';

const api = realApiForThisFile();
let users = 0;
/** A fresh employer per test: drafts are per person. */
const employer = (): Identity => ({ userId: `user-post-${++users}`, email: `ada${users}@acme.example`, roles: ['employer'] });

const DESCRIPTION = `## The role

You will design, write and audit the Solidity contracts of our settlement protocol, from the first
specification to the audit report, with two other engineers and a product lead.

## What you bring

- Three years of Solidity in production
- Care for gas, invariants and tests`;

afterEach(() => resetAuth());

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Save and continue' });

async function saveCompany() {
  await screen.findByRole('heading', { level: 2, name: 'Your company' });
  fill(/^Company name/, 'Acme Protocol');
  fill(/^Website/, 'https://acme.example');
  fill(/^What the company does/, 'Acme builds the settlement layer for on-chain payments.');
  fireEvent.click(continueButton());
  await screen.findByRole('heading', { level: 2, name: 'The job' });
}

describe('PostJob', () => {
  it('asks a visitor who is not signed in to sign in or up, coming back to the form, and shows the plans', async () => {
    renderWithApi(<PostJob />, api, { path: '/post-job' });
    expect(screen.getByRole('heading', { level: 1, name: 'Post a job' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fpost-job');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up?next=%2Fpost-job');
    expect(screen.getByRole('heading', { level: 3, name: 'Standard' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Featured' })).toBeTruthy();
    expect(screen.getByText('Pinned above the search results for 14 days')).toBeTruthy();
  });

  it('shows errors beside the fields, saves the company step on the server and resumes the draft in a new visit', async () => {
    const identity = employer();
    const first = renderWithApi(<PostJob />, api, { path: '/post-job', identity });
    await screen.findByRole('heading', { level: 2, name: 'Your company' });
    fireEvent.click(continueButton());
    expect(await screen.findByText('Enter the company name')).toBeTruthy();
    expect(screen.getByLabelText(/^Company name/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Company name/)));
    // Refused before any save: the button is ready again.
    expect(continueButton().hasAttribute('disabled')).toBe(false);
    await saveCompany();
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe('2Job');
    first.unmount();

    // Another visit (a new tab, another device): nothing in memory, the draft comes from the api.
    renderWithApi(<PostJob />, api, { path: '/post-job', identity });
    expect(await screen.findByText(/Welcome back: your draft “Acme Protocol” was saved/)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'The job' })).toBeTruthy();
  });

  it('marks the button busy at the press, saves once on a double click, and shows the next step once the save answers', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = renderWithApi(<PostJob />, api, {
      path: '/post-job',
      identity: employer(),
      transport: { hold: (call) => (call.name === 'posting.saveStep' ? held : undefined) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Your company' });
    fill(/^Company name/, 'Acme Protocol');
    fill(/^Website/, 'https://acme.example');
    fill(/^What the company does/, 'Acme builds the settlement layer for on-chain payments.');
    const button = continueButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('Saving…');

    const saves = () => calls.filter((call) => call.name === 'posting.saveStep');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 2, name: 'Your company' })).toBeTruthy();
    answer();
    await screen.findByRole('heading', { level: 2, name: 'The job' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'The job' })));
    expect(saves()).toHaveLength(1);
    expect(continueButton().hasAttribute('disabled')).toBe(false);
  });

  it('refuses an unrealistic salary range beside the salary, and asks before leaving a step with unsaved changes', async () => {
    renderWithApi(<PostJob />, api, { path: '/post-job', identity: employer() });
    await saveCompany();
    fill(/^Job title/, 'Senior Solidity Engineer');
    fill(/^From/, '100000');
    fill(/^To/, '900000');
    fireEvent.click(continueButton());
    expect(await screen.findByText(/Keep the range honest/)).toBeTruthy();
    expect(await screen.findByText(`Describe the job in at least 200 characters`)).toBeTruthy();

    // happy-dom may read the hidden ", done" as a block of its own: allow a space before the comma.
    fireEvent.click(screen.getByRole('button', { name: /^Company\W+done$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep editing' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText(/^Job title/) as HTMLInputElement).value).toBe('Senior Solidity Engineer');
  });

  it('suggests tags from the board as you type, and walks to the review of the card and the page', async () => {
    await api.seed([sampleJob()]);
    renderWithApi(<PostJob />, api, { path: '/post-job', identity: employer() });
    await saveCompany();
    fill(/^Job title/, 'Senior Solidity Engineer');
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: DESCRIPTION } });
    expect(
      within(screen.getByRole('region', { name: 'Description preview' })).getByRole('heading', { name: 'What you bring' }),
    ).toBeTruthy();
    const skills = screen.getByRole('combobox', { name: /^Skills/ });
    fireEvent.change(skills, { target: { value: 'sol' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'solidity' }));
    expect(screen.getByRole('button', { name: 'Remove solidity' })).toBeTruthy();
    // A new tag, typed whole, is allowed too.
    fireEvent.change(skills, { target: { value: 'settlement' } });
    fireEvent.keyDown(skills, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove settlement' })).toBeTruthy();
    fill(/^From/, '120000');
    fill(/^To/, '180000');
    fill(/^Apply link/, 'https://acme.example/careers/solidity');
    fireEvent.click(continueButton());

    await screen.findByRole('heading', { level: 2, name: 'Choose a plan' });
    fireEvent.click(screen.getByRole('radio', { name: /^Featured/ }));
    fireEvent.click(continueButton());

    await screen.findByRole('heading', { level: 2, name: 'Review your job' });
    const page = await screen.findByRole('figure', { name: 'Your job page' });
    expect(within(page).getByRole('heading', { level: 1, name: 'Senior Solidity Engineer' })).toBeTruthy();
    expect(within(page).getByText('$120,000 – $180,000')).toBeTruthy();
    const card = screen.getByRole('figure', { name: /Your card in the search results/ });
    expect(within(card).getByText('Featured')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Looks good, continue' }));
    expect(await screen.findByRole('button', { name: 'Pay $349' })).toBeTruthy();
  });
});
