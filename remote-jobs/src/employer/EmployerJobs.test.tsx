import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import { resetAuth } from '@chainwork/shared-config/browser';
import { createTrpcClient } from '@chainwork/shared-config/react';
import { realApiForThisFile } from '@chainwork/testing/api';
import { fetchAs, renderWithApi } from '@chainwork/testing/render';
import { EmployerJobs } from './EmployerJobs';

const api = realApiForThisFile();
afterEach(() => resetAuth());

const company = {
  name: 'Acme Protocol',
  website: 'https://acme.example',
  logo: null,
  description: 'Acme builds the settlement layer for on-chain payments.',
};

describe('EmployerJobs', () => {
  it('shows an employer without jobs what posting gives and the way to post', async () => {
    const identity: Identity = { userId: 'user-dash-empty', email: 'new@acme.example', roles: ['employer'] };
    renderWithApi(<EmployerJobs />, api, { path: '/account/jobs', identity });
    expect(await screen.findByRole('heading', { level: 2, name: 'You have not posted a job yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/post-job');
    expect(screen.getByText('Signed in as new@acme.example')).toBeTruthy();
  });

  it('lists a draft with its state and the way back into the form; a payment just made is acknowledged', async () => {
    const identity: Identity = { userId: 'user-dash-draft', email: 'ada@acme.example', roles: ['employer'] };
    const client = createTrpcClient({ fetch: fetchAs(identity, api.fetch), logger: () => {} });
    const draft = await client.posting.saveStep.mutate({ postingId: null, step: 'company', values: company });

    renderWithApi(<EmployerJobs />, api, { path: `/account/jobs?paid=${draft.id}`, identity });
    const list = within(await screen.findByRole('list', { name: 'Your jobs' }));
    const card = within(list.getByRole('article'));
    expect(card.getByText('Draft')).toBeTruthy();
    expect(card.getByText('Acme Protocol')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Continue draft' }).getAttribute('href')).toBe(`/post-job?posting=${draft.id}`);
    expect(card.queryByRole('button', { name: 'Close: position filled' })).toBeNull();
    expect(screen.getByText('Payment received: thank you')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post another job' }).getAttribute('href')).toBe('/post-job?posting=new');
  });
});
