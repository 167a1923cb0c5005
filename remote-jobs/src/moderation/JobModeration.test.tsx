import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAuth } from '@chainwork/shared-config/browser';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { JobModeration } from './JobModeration';

const api = realApiForThisFile();
afterEach(() => resetAuth());

describe('JobModeration', () => {
  it('tells a person who is not a moderator that the queue is not theirs (the api refuses them)', async () => {
    renderWithApi(<JobModeration />, api, { identity: { userId: 'user-not-mod', email: 'ada@acme.example', roles: ['employer'] } });
    expect(await screen.findByText('Only moderators can review jobs.')).toBeTruthy();
  });

  it('says plainly when no job is waiting', async () => {
    renderWithApi(<JobModeration />, api, {
      identity: { userId: 'user-mod', email: 'mod@chainwork.example', roles: ['employer', 'moderator'] },
    });
    expect(await screen.findByText('No jobs waiting')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Jobs in review (0)' })).toBeTruthy();
  });
});
