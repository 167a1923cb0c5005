import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_PATHS, type Identity } from '@chainwork/shared-config';
import { LOCAL_SITE_URL } from '../config/settings';
import { OutboxMailer } from '../mail/outbox-mailer';
import { alertsCaller, linkToken, outbox, PERSON, resetAlerts } from '../../test/alerts';
import { NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { processAlertBatch } from './run/process-batch';
import { scheduleDueAlerts } from './run/schedule';

/*
 * An alert's mails are keyed by the alert, and the outbox (like the
 * providers) delivers a key once. A new alert that got a removed alert's id had its mails
 * silently dropped, so ids are never reused and every key names one mail only.
 */
const VISITOR = { now: NOW, clientKey: 'ip:203.0.113.7' };
const BOB: Identity = { userId: 'user_bob', email: 'bob@example.com', roles: ['employer'] };
/** The first daily slot after NOW (2026-06-01T12:00Z). */
const FIRST_SLOT = new Date('2026-06-02T07:00:00.000Z');

/** One whole digest run at `now`: the cron's half, then every message through the consumer. */
async function runDigests(now: Date) {
  const messages: Parameters<typeof processAlertBatch>[1][] = [];
  await scheduleDueAlerts(env.DB, { sendBatch: async (batch) => void messages.push(...[...batch].map((m) => m.body)) }, now.getTime());
  const mailer = new OutboxMailer(env.DB, 'Chainwork <hello@chainwork.example>', () => now);
  for (const message of messages) await processAlertBatch({ db: env.DB, mailer, siteUrl: LOCAL_SITE_URL, now: () => now }, message);
}

beforeEach(async () => {
  await resetAlerts();
  await resetJobs();
  await seedJobs([testJob('before-the-alerts', { ageMs: 2 * 86_400_000 })]);
});

describe('alert ids and the keys of their mails', () => {
  it('mails the confirmation of an anonymous alert created after a confirmed one was removed', async () => {
    const first = await alertsCaller(VISITOR).alerts.create({ search: { q: 'solidity' }, frequency: 'daily', email: BOB.email });
    expect(first.status).toBe('confirmation-sent');
    const [firstMail] = await outbox('alert-confirmation');
    await alertsCaller(VISITOR).alerts.confirm({ token: linkToken(firstMail!.text, ALERT_PATHS.confirm) });

    const [confirmed] = await alertsCaller({ now: NOW, identity: BOB }).alerts.list();
    await alertsCaller({ now: NOW, identity: BOB }).alerts.remove({ id: confirmed!.id });
    expect(await alertsCaller({ now: NOW, identity: BOB }).alerts.list()).toEqual([]);

    const second = await alertsCaller(VISITOR).alerts.create({ search: { q: 'rust' }, frequency: 'weekly', email: BOB.email });
    expect(second).toEqual({ status: 'confirmation-sent', email: BOB.email });
    const mails = await outbox('alert-confirmation');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('rust');
    // The second mail's link confirms the second alert.
    const { alert } = await alertsCaller(VISITOR).alerts.confirm({ token: linkToken(mails[1]!.text, ALERT_PATHS.confirm) });
    expect(alert).toMatchObject({ search: { q: 'rust' }, frequency: 'weekly' });
    expect(alert.id).not.toBe(confirmed!.id);
  });

  it('never gives a removed alert’s id to a new alert', async () => {
    const caller = alertsCaller({ now: NOW, identity: PERSON });
    const created = await caller.alerts.create({ search: { q: 'solidity' }, frequency: 'daily' });
    if (created.status !== 'active') throw new Error('expected an active alert');
    await caller.alerts.remove({ id: created.alert.id });
    const again = await caller.alerts.create({ search: { q: 'solidity' }, frequency: 'daily' });
    if (again.status !== 'active') throw new Error('expected an active alert');
    expect(again.alert.id).toBeGreaterThan(created.alert.id);
  });

  it('mails the digest of an alert that holds a removed alert’s id, in the slot the removed one was mailed in', async () => {
    // A database from before migration 0013 may hold such an alert: ids were reused then.
    const caller = alertsCaller({ now: NOW, identity: PERSON });
    const created = await caller.alerts.create({ search: { q: 'solidity' }, frequency: 'daily' });
    if (created.status !== 'active') throw new Error('expected an active alert');
    await seedJobs([testJob('new-job-1', { ageMs: -3_600_000 })]);
    await runDigests(FIRST_SLOT);
    expect(await outbox('alert-digest')).toHaveLength(1);

    const row = await env.DB.prepare('SELECT * FROM alerts WHERE id = ?1').bind(created.alert.id).first<Record<string, unknown>>();
    await caller.alerts.remove({ id: created.alert.id });
    // Its successor: the same id, due in the same slot, created later; a job is new to it.
    await seedJobs([testJob('new-job-2', { ageMs: -7_200_000 })]);
    await env.DB.prepare(
      `INSERT INTO alerts (id, user_id, email, search_json, search_key, frequency, status, unsubscribe_token, last_job_id, next_due_at,
        created_at, confirmed_at, updated_at)
      VALUES (?1, ?2, ?3, ?4, ?5, 'daily', 'active', 'another-unsubscribe-token', ?6, ?7, ?8, ?8, ?8)`,
    )
      .bind(row!.id, row!.user_id, row!.email, row!.search_json, row!.search_key, row!.last_job_id, FIRST_SLOT.getTime(), NOW.getTime() + 1)
      .run();
    await runDigests(FIRST_SLOT);
    const digests = await outbox('alert-digest');
    expect(digests).toHaveLength(2);
    expect(digests[1]!.text).toContain('another-unsubscribe-token');
  });
});
