import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity } from '@chainwork/shared-config';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { ChannelsSection } from './ChannelsSection';

// The real api over this file's D1: the channels' rows and their health as the consumer leaves them.
const api = realApiForThisFile();
const moderator: Identity = { userId: 'user-m', email: 'mod@chainwork.example', roles: ['employer', 'moderator'] };

describe('ChannelsSection', { timeout: 30_000 }, () => {
  it("shows each channel's health, and pauses and resumes one", async () => {
    await api.sql(
      `UPDATE channels SET last_failure_at = ?1, last_error = 'Discord webhook: HTTP 404 Unknown Webhook', consecutive_failures = 5 WHERE channel = 'discord'`,
      Date.UTC(2026, 5, 1, 12),
    );
    await api.sql(
      `INSERT INTO channel_posts (job_slug, channel, status, attempts, queued_at, next_attempt_at) VALUES ('a-job', 'discord', 'parked', 5, 1, 1)`,
    );
    const { calls } = renderWithApi(<ChannelsSection />, api.signedIn(moderator));

    const discord = within(await screen.findByRole('listitem', { name: 'Discord' }));
    expect(discord.getByText('Failing')).toBeTruthy();
    expect(discord.getByText('Local outbox')).toBeTruthy();
    expect(discord.getByText('Discord webhook: HTTP 404 Unknown Webhook')).toBeTruthy();
    expect(discord.getByText(/Last failure: 1 Jun 2026, 12:00 UTC \(5 in a row\)/)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Telegram' })).getByText('Healthy')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pause Telegram' }));
    const telegram = within(screen.getByRole('listitem', { name: 'Telegram' }));
    expect(await telegram.findByText('Paused')).toBeTruthy();
    expect(telegram.getByText(/by mod@chainwork.example/)).toBeTruthy();
    fireEvent.click(telegram.getByRole('button', { name: 'Resume Telegram' }));
    expect(await telegram.findByText('Healthy')).toBeTruthy();

    fireEvent.click(discord.getByRole('button', { name: 'Re-queue 1 parked' }));
    await expect.poll(() => discord.queryByRole('button', { name: /Re-queue/ })).toBeNull();
    expect(calls.map((call) => call.name).filter((name) => name !== 'channels.health')).toEqual([
      'channels.pause',
      'channels.resume',
      'channels.requeueParked',
    ]);
    expect(await api.sql(`SELECT status, attempts FROM channel_posts WHERE job_slug = 'a-job'`)).toEqual([
      { status: 'queued', attempts: 0 },
    ]);
  });

  it('tells a signed-in person who is not a moderator nothing but that it failed', async () => {
    renderWithApi(<ChannelsSection />, api.signedIn({ userId: 'user-e', email: 'e@example.com', roles: ['employer'] }));
    expect(await screen.findByText('The channels could not be loaded. Reload the page to try again.')).toBeTruthy();
  });
});
