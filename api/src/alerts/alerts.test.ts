import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_CONFIRMATION_TTL_MS,
  ALERT_MESSAGES,
  ALERT_PATHS,
  ALERT_UNCONFIRMED_WINDOW_MS,
  MAX_ALERTS_PER_PERSON,
  MAX_UNCONFIRMED_ALERTS_PER_DAY,
} from '@chainwork/shared-config';
import { nextDueAt } from './due';
import { alertsCaller, linkToken, outbox, PERSON, resetAlerts } from '../../test/alerts';
import { NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';

const VISITOR = { now: NOW, clientKey: 'ip:203.0.113.7' };
const search = { q: 'solidity', remote: 'europe', minSalary: 125_000 };

async function alertRow(email: string) {
  return env.DB.prepare('SELECT * FROM alerts WHERE email = ?1 ORDER BY id DESC').bind(email).first<Record<string, unknown>>();
}

beforeEach(async () => {
  await resetAlerts();
  await resetJobs();
  await seedJobs([testJob('old-solidity-job', { ageMs: 2 * 86_400_000 })]);
});

describe('anonymous alerts: double opt-in', () => {
  it('mails a confirmation link and keeps the alert pending until it is used', async () => {
    const answer = await alertsCaller(VISITOR).alerts.create({ search, frequency: 'daily', email: 'Bob@Example.com' });
    expect(answer).toEqual({ status: 'confirmation-sent', email: 'bob@example.com' });
    const [mail] = await outbox('alert-confirmation');
    expect(mail?.to_address).toBe('bob@example.com');
    expect(mail?.subject).toBe('Confirm your Chainwork job alert: “solidity”, remote in Europe, from $125k');
    expect(mail?.html).toContain('Confirm my job alert');
    expect((await alertRow('bob@example.com'))?.status).toBe('pending');

    const token = linkToken(mail!.text, ALERT_PATHS.confirm);
    const confirmed = await alertsCaller(VISITOR).alerts.confirm({ token });
    expect(confirmed.alreadyConfirmed).toBe(false);
    expect(confirmed.alert.description).toBe('“solidity”, remote in Europe, from $125k');
    const row = await alertRow('bob@example.com');
    expect(row?.status).toBe('active');
    // Only jobs posted after confirming: the cursor is the newest job.
    expect(row?.last_job_id).toBe((await env.DB.prepare('SELECT max(id) AS id FROM jobs').first<{ id: number }>())?.id);
    // A second click says so instead of failing.
    expect((await alertsCaller(VISITOR).alerts.confirm({ token })).alreadyConfirmed).toBe(true);
  });

  it('refuses a confirmation link after 7 days, and an unknown one', async () => {
    await alertsCaller(VISITOR).alerts.create({ search, frequency: 'weekly', email: 'late@example.com' });
    const token = linkToken((await outbox('alert-confirmation'))[0]!.text, ALERT_PATHS.confirm);
    const later = new Date(NOW.getTime() + ALERT_CONFIRMATION_TTL_MS);
    await expect(alertsCaller({ ...VISITOR, now: later }).alerts.confirm({ token })).rejects.toThrow(ALERT_MESSAGES.linkExpired);
    expect((await alertRow('late@example.com'))?.status).toBe('pending');
    // One millisecond before it expires, it still works.
    const justInTime = new Date(NOW.getTime() + ALERT_CONFIRMATION_TTL_MS - 1);
    expect((await alertsCaller({ ...VISITOR, now: justInTime }).alerts.confirm({ token })).alert.frequency).toBe('weekly');
    await expect(alertsCaller(VISITOR).alerts.confirm({ token: 'A'.repeat(43) })).rejects.toThrow(ALERT_MESSAGES.linkInvalid);
    await expect(alertsCaller(VISITOR).alerts.confirm({ token: 'short' })).rejects.toThrow('Invalid token');
  });

  it('requires a valid address and validates the search with the search schema', async () => {
    await expect(alertsCaller(VISITOR).alerts.create({ search, frequency: 'daily' })).rejects.toThrow('Enter a valid email address');
    await expect(alertsCaller(VISITOR).alerts.create({ search, frequency: 'daily', email: 'not-an-address' })).rejects.toThrow(
      'Enter a valid email address',
    );
    await expect(
      alertsCaller(VISITOR).alerts.create({ search: { remote: 'mars' }, frequency: 'daily', email: 'a@example.com' }),
    ).rejects.toThrow(/Unknown remote scope/);
    await expect(
      alertsCaller(VISITOR).alerts.create({ search: { sort: 'newest' } as never, frequency: 'daily', email: 'a@example.com' }),
    ).rejects.toThrow();
    await expect(alertsCaller(VISITOR).alerts.create({ search, frequency: 'hourly' as never, email: 'a@example.com' })).rejects.toThrow(
      /Unknown frequency/,
    );
  });

  it(`allows ${MAX_UNCONFIRMED_ALERTS_PER_DAY} unconfirmed alerts per address per day`, async () => {
    for (let i = 0; i < MAX_UNCONFIRMED_ALERTS_PER_DAY; i++) {
      await alertsCaller({ now: NOW, clientKey: `ip:10.0.0.${i}` }).alerts.create({
        search: { q: `term${i}` },
        frequency: 'daily',
        email: 'busy@example.com',
      });
    }
    await expect(
      alertsCaller({ now: NOW, clientKey: 'ip:10.0.1.1' }).alerts.create({
        search: { q: 'more' },
        frequency: 'daily',
        email: 'busy@example.com',
      }),
    ).rejects.toThrow(ALERT_MESSAGES.tooManyUnconfirmed);
    const nextDay = new Date(NOW.getTime() + ALERT_UNCONFIRMED_WINDOW_MS + 1);
    await expect(
      alertsCaller({ now: nextDay, clientKey: 'ip:10.0.1.1' }).alerts.create({
        search: { q: 'more' },
        frequency: 'daily',
        email: 'busy@example.com',
      }),
    ).resolves.toMatchObject({ status: 'confirmation-sent' });
  });

  it(`allows ${MAX_UNCONFIRMED_ALERTS_PER_DAY} unconfirmed alerts per client per day`, async () => {
    for (let i = 0; i < MAX_UNCONFIRMED_ALERTS_PER_DAY; i++) {
      await alertsCaller(VISITOR).alerts.create({ search, frequency: 'daily', email: `person${i}@example.com` });
    }
    await expect(alertsCaller(VISITOR).alerts.create({ search, frequency: 'daily', email: 'another@example.com' })).rejects.toThrow(
      ALERT_MESSAGES.tooManyUnconfirmed,
    );
    // Another client is not affected.
    await expect(
      alertsCaller({ now: NOW, clientKey: 'ip:198.51.100.1' }).alerts.create({ search, frequency: 'daily', email: 'another@example.com' }),
    ).resolves.toMatchObject({ status: 'confirmation-sent' });
  });

  it('never mails a suppressed address, and answers the same', async () => {
    await env.DB.prepare(`INSERT INTO mail_suppressions (email, reason, created_at) VALUES ('bounced@example.com', 'bounce', 0)`).run();
    await expect(alertsCaller(VISITOR).alerts.create({ search, frequency: 'daily', email: 'bounced@example.com' })).resolves.toEqual({
      status: 'confirmation-sent',
      email: 'bounced@example.com',
    });
    expect(await outbox()).toHaveLength(0);
  });
});

describe('signed-in alerts', () => {
  const me = { now: NOW, identity: PERSON };

  it('are active at once with the account address, and the same search again changes its frequency', async () => {
    const created = await alertsCaller(me).alerts.create({ search, frequency: 'daily', email: 'ignored@example.com' });
    expect(created).toMatchObject({
      status: 'active',
      alert: { frequency: 'daily', paused: false, description: '“solidity”, remote in Europe, from $125k' },
    });
    expect((await alertRow(PERSON.email))?.user_id).toBe(PERSON.userId);
    expect(await outbox()).toHaveLength(0);
    const again = await alertsCaller(me).alerts.create({ search: { ...search }, frequency: 'weekly' });
    expect(again).toMatchObject({ status: 'active', alert: { frequency: 'weekly' } });
    expect(await alertsCaller(me).alerts.list()).toHaveLength(1);
  });

  it(`allows at most ${MAX_ALERTS_PER_PERSON} alerts per person`, async () => {
    for (let i = 0; i < MAX_ALERTS_PER_PERSON; i++)
      await alertsCaller(me).alerts.create({ search: { q: `skill${i}` }, frequency: 'daily' });
    await expect(alertsCaller(me).alerts.create({ search: { q: 'one more' }, frequency: 'daily' })).rejects.toThrow(
      ALERT_MESSAGES.tooManyAlerts,
    );
    const [first] = await alertsCaller(me).alerts.list();
    await alertsCaller(me).alerts.remove({ id: first!.id });
    await expect(alertsCaller(me).alerts.create({ search: { q: 'one more' }, frequency: 'daily' })).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('lists, pauses, resumes and deletes only the owner’s alerts', async () => {
    const { alert } = (await alertsCaller(me).alerts.create({ search, frequency: 'daily' })) as { alert: { id: number } };
    const stranger = { now: NOW, identity: { userId: 'user_mallory', email: 'mallory@example.com', roles: ['employer' as const] } };
    expect(await alertsCaller(stranger).alerts.list()).toEqual([]);
    await expect(alertsCaller(stranger).alerts.setPaused({ id: alert.id, paused: true })).rejects.toThrow(ALERT_MESSAGES.alertNotFound);
    await expect(alertsCaller(stranger).alerts.remove({ id: alert.id })).rejects.toThrow(ALERT_MESSAGES.alertNotFound);

    const paused = await alertsCaller(me).alerts.setPaused({ id: alert.id, paused: true });
    expect(paused).toMatchObject({ paused: true, nextDigestAt: null });
    const resumed = await alertsCaller(me).alerts.setPaused({ id: alert.id, paused: false });
    expect(resumed.paused).toBe(false);
    expect(resumed.nextDigestAt?.toISOString()).toBe('2026-06-02T07:00:00.000Z');
    await alertsCaller(me).alerts.remove({ id: alert.id });
    expect(await alertsCaller(me).alerts.list()).toEqual([]);
  });

  it('changes the frequency of the owner’s alert: the next digest moves to the new rhythm, a paused alert stays paused', async () => {
    const { alert } = (await alertsCaller(me).alerts.create({ search, frequency: 'daily' })) as { alert: { id: number } };
    const stranger = { now: NOW, identity: { userId: 'user_mallory', email: 'mallory@example.com', roles: ['employer' as const] } };
    await expect(alertsCaller(stranger).alerts.setFrequency({ id: alert.id, frequency: 'weekly' })).rejects.toThrow(
      ALERT_MESSAGES.alertNotFound,
    );
    const before = await alertRow(PERSON.email);
    const weekly = await alertsCaller(me).alerts.setFrequency({ id: alert.id, frequency: 'weekly' });
    expect(weekly).toMatchObject({ frequency: 'weekly', paused: false });
    expect(weekly.nextDigestAt?.toISOString()).toBe(new Date(nextDueAt('weekly', NOW.getTime())).toISOString());
    expect(weekly.nextDigestAt?.getTime()).not.toBe(new Date(nextDueAt('daily', NOW.getTime())).getTime());
    // The cursor stays: the jobs since the last digest still come, in the first weekly one.
    expect((await alertRow(PERSON.email))?.last_job_id).toBe(before?.last_job_id);

    await alertsCaller(me).alerts.setPaused({ id: alert.id, paused: true });
    const pausedDaily = await alertsCaller(me).alerts.setFrequency({ id: alert.id, frequency: 'daily' });
    expect(pausedDaily).toMatchObject({ frequency: 'daily', paused: true, nextDigestAt: null });
    await expect(alertsCaller(me).alerts.setFrequency({ id: alert.id, frequency: 'hourly' as 'daily' })).rejects.toThrow(
      /Unknown frequency/,
    );
  });

  it('need a sign-in for the alerts page procedures', async () => {
    await expect(alertsCaller({ now: NOW }).alerts.list()).rejects.toThrow('Please sign in to continue');
    await expect(alertsCaller({ now: NOW }).alerts.remove({ id: 1 })).rejects.toThrow('Please sign in to continue');
    await expect(alertsCaller({ now: NOW }).alerts.setFrequency({ id: 1, frequency: 'daily' })).rejects.toThrow(
      'Please sign in to continue',
    );
  });
});
