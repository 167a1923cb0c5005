import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_DIGEST_MAX_JOBS, ALERT_PATHS, type SearchFilters } from '@chainwork/shared-config';
import type { SqlDatabase } from '../../db/database';
import type { Mailer, OutgoingMail, SentMail } from '../../mail/mailer';
import { OutboxMailer } from '../../mail/outbox-mailer';
import { LOCAL_SITE_URL } from '../../config/settings';
import { alertsCaller, linkToken, outbox, PERSON, resetAlerts } from '../../../test/alerts';
import { NOW, resetJobs, seedJobs, testJob } from '../../../test/fixtures';
import { ALERTS_PER_MESSAGE, type AlertRunMessage } from './messages';
import { processAlertBatch, type AlertRunDeps } from './process-batch';
import { makeEveryActiveAlertDue, scheduleDueAlerts } from './schedule';
import { HOUR_MS } from '@chainwork/shared-config/time';

/** The first daily slot after NOW (2026-06-01T12:00Z). */
const FIRST_SLOT = new Date('2026-06-02T07:00:00.000Z');

/** A queue that keeps what it is given. */
function memoryQueue() {
  const sent: AlertRunMessage[] = [];
  return {
    sent,
    sendBatch: async (messages: Iterable<{ body: AlertRunMessage }>) => {
      for (const m of messages) sent.push(m.body);
    },
  };
}

const deps = (now: Date, overrides: Partial<AlertRunDeps> = {}): AlertRunDeps => ({
  db: env.DB,
  mailer: new OutboxMailer(env.DB, 'Chainwork <hello@chainwork.example>', () => now),
  siteUrl: LOCAL_SITE_URL,
  now: () => now,
  ...overrides,
});

/** One whole run at `now`: the cron's half, then every message through the consumer. */
async function run(now: Date, runDeps: AlertRunDeps = deps(now)) {
  const queue = memoryQueue();
  await scheduleDueAlerts(env.DB, queue, now.getTime());
  for (const message of queue.sent) await processAlertBatch(runDeps, message);
  return queue.sent;
}

async function subscribe(search: SearchFilters, frequency: 'daily' | 'weekly' = 'daily', identity = PERSON) {
  const created = await alertsCaller({ now: NOW, identity }).alerts.create({ search, frequency });
  if (created.status !== 'active') throw new Error('expected an active alert');
  return created.alert;
}

const sentJobIds = async (alertId: number) =>
  (
    await env.DB.prepare('SELECT job_id FROM alert_sent_jobs WHERE alert_id = ?1 ORDER BY job_id').bind(alertId).all<{ job_id: number }>()
  ).results.map((r) => r.job_id);

/** New jobs posted after NOW, in Date order (ids follow it). */
async function postNewJobs(count: number, overrides: Parameters<typeof testJob>[1] = {}, startHour = 1) {
  await seedJobs(
    Array.from({ length: count }, (_, i) =>
      testJob(`new-job-${startHour}-${i}`, { ageMs: -(startHour + i / 100) * HOUR_MS, ...overrides }),
    ),
  );
}

beforeEach(async () => {
  await resetAlerts();
  await resetJobs();
  await seedJobs([testJob('before-the-alert', { ageMs: 2 * 86_400_000 })]);
});

describe('a digest run', () => {
  it('mails only new matching jobs, newest first, with the unsubscribe link and headers', async () => {
    const alert = await subscribe({ q: 'solidity', remote: 'europe' });
    await postNewJobs(2);
    await postNewJobs(1, { title: 'Rust Engineer', tags: ['rust'], descriptionMd: 'We write Rust.' }, 3);
    await postNewJobs(1, { standardizedLocation: 'remote-north-america', location: 'Remote (US)' }, 4);

    // Not due before its slot.
    expect(await run(new Date(FIRST_SLOT.getTime() - 1))).toEqual([]);
    await run(FIRST_SLOT);
    const [mail, ...others] = await outbox('alert-digest');
    expect(others).toEqual([]);
    expect(mail?.to_address).toBe(PERSON.email);
    expect(mail?.subject).toBe('2 new jobs: “solidity”, remote in Europe');
    expect(mail?.html).toContain('/jobs/new-job-1-1');
    expect(mail?.html).not.toContain('before-the-alert');
    expect(mail?.html).not.toContain('new-job-3-0');
    expect(mail?.html.indexOf('new-job-1-1')).toBeLessThan(mail!.html.indexOf('new-job-1-0'));
    const headers = JSON.parse(mail!.headers_json) as Record<string, string>;
    const token = linkToken(mail!.text, ALERT_PATHS.unsubscribe);
    expect(headers['List-Unsubscribe']).toBe(`<${LOCAL_SITE_URL}${ALERT_PATHS.unsubscribe}?token=${token}>`);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('Unsubscribe from this alert');
    expect(mail?.text).toContain('Unsubscribe from this alert');
    expect(await sentJobIds(alert.id)).toHaveLength(2);
  });

  it('lists Featured jobs still in their pinned days first, labelled', async () => {
    await subscribe({ q: 'solidity', remote: 'europe' });
    await postNewJobs(3);
    await env.DB.prepare("UPDATE jobs SET featured_until = ?1 WHERE slug = 'new-job-1-0'")
      .bind(FIRST_SLOT.getTime() + 86_400_000)
      .run();
    await run(FIRST_SLOT);
    const [mail] = await outbox('alert-digest');
    expect(mail?.html.indexOf('new-job-1-0')).toBeLessThan(mail!.html.indexOf('new-job-1-2'));
    expect(mail?.html.indexOf('new-job-1-2')).toBeLessThan(mail!.html.indexOf('new-job-1-1'));
    expect(mail?.html.match(/>Featured</g)).toHaveLength(1);
    expect(mail?.html.indexOf('>Featured<')).toBeLessThan(mail!.html.indexOf('new-job-1-0'));
    expect(mail?.text.match(/\(Featured\)/g)).toHaveLength(1);
  });

  it(`keeps a Featured job among the ${ALERT_DIGEST_MAX_JOBS} mailed, though more than ${ALERT_DIGEST_MAX_JOBS} newer jobs match`, async () => {
    await subscribe({ q: 'solidity' });
    await postNewJobs(ALERT_DIGEST_MAX_JOBS + 3);
    await env.DB.prepare("UPDATE jobs SET featured_until = ?1 WHERE slug = 'new-job-1-0'")
      .bind(FIRST_SLOT.getTime() + 86_400_000)
      .run();
    await run(FIRST_SLOT);
    const [mail] = await outbox('alert-digest');
    const mailed = [...mail!.html.matchAll(/\/jobs\/(new-job-1-\d+)/g)].map((m) => m[1]);
    expect(new Set(mailed).size).toBe(ALERT_DIGEST_MAX_JOBS);
    expect(mailed[0]).toBe('new-job-1-0');
    expect(mail?.subject).toContain(`${ALERT_DIGEST_MAX_JOBS}+ new jobs`);
  });

  it('mails a job posted while the run is under way in the next run: never skipped, never twice', async () => {
    await subscribe({ q: 'solidity' });
    await postNewJobs(1);
    const queue = memoryQueue();
    await scheduleDueAlerts(env.DB, queue, FIRST_SLOT.getTime());
    await postNewJobs(1, {}, 30); // after the run's window index was built
    for (const message of queue.sent) await processAlertBatch(deps(FIRST_SLOT), message);
    const [first] = await outbox('alert-digest');
    expect([...first!.html.matchAll(/\/jobs\/(new-job-[\d-]+)/g)].map((m) => m[1])).toEqual(['new-job-1-0']);
    const next = new Date(FIRST_SLOT.getTime() + 86_400_000);
    await run(next);
    const mails = await outbox('alert-digest');
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => [...mail.html.matchAll(/\/jobs\/(new-job-[\d-]+)/g)].map((m) => m[1])).sort()).toEqual([
      ['new-job-1-0'],
      ['new-job-30-0'],
    ]);
  });

  it('leaves out a job removed after the run began', async () => {
    await subscribe({ q: 'solidity' });
    await postNewJobs(2);
    const queue = memoryQueue();
    await scheduleDueAlerts(env.DB, queue, FIRST_SLOT.getTime());
    await env.DB.prepare("UPDATE jobs SET status = 'removed' WHERE slug = 'new-job-1-1'").run();
    for (const message of queue.sent) await processAlertBatch(deps(FIRST_SLOT), message);
    const [mail] = await outbox('alert-digest');
    expect([...mail!.html.matchAll(/\/jobs\/(new-job-[\d-]+)/g)].map((m) => m[1])).toEqual(['new-job-1-0']);
    expect(mail?.subject).toMatch(/^1 new job:/);
  });

  it('sends nothing when nothing is new, and never the same job twice', async () => {
    await subscribe({ tags: ['solidity'] });
    await run(FIRST_SLOT);
    expect(await outbox('alert-digest')).toEqual([]);
    await postNewJobs(1, {}, 30);
    const next = new Date(FIRST_SLOT.getTime() + 86_400_000);
    await run(next);
    expect(await outbox('alert-digest')).toHaveLength(1);
    await makeEveryActiveAlertDue(env.DB, next.getTime() + 1);
    await run(new Date(next.getTime() + 1));
    expect(await outbox('alert-digest')).toHaveLength(1);
  });

  it(`holds at most ${ALERT_DIGEST_MAX_JOBS} jobs and says when more match`, async () => {
    await subscribe({});
    await postNewJobs(ALERT_DIGEST_MAX_JOBS + 5);
    await run(FIRST_SLOT);
    const [mail] = await outbox('alert-digest');
    expect(mail?.subject).toBe(`${ALERT_DIGEST_MAX_JOBS}+ new jobs: All jobs`);
    expect(mail?.html.match(/\/jobs\/new-job-/g)).toHaveLength(ALERT_DIGEST_MAX_JOBS);
    expect(mail?.html).toContain('See all matching jobs');
  });

  it(`counts exactly ${ALERT_DIGEST_MAX_JOBS} new jobs as ${ALERT_DIGEST_MAX_JOBS}, not more`, async () => {
    await subscribe({});
    await postNewJobs(ALERT_DIGEST_MAX_JOBS);
    await run(FIRST_SLOT);
    const [mail] = await outbox('alert-digest');
    expect(mail?.subject).toBe(`${ALERT_DIGEST_MAX_JOBS} new jobs: All jobs`);
    expect(mail?.html).toContain('Open this search');
  });

  it('weekly alerts wait for Monday; paused and stopped alerts are never mailed', async () => {
    await subscribe({ q: 'solidity' }, 'weekly');
    const paused = await subscribe({ q: 'engineer' });
    await alertsCaller({ now: NOW, identity: PERSON }).alerts.setPaused({ id: paused.id, paused: true });
    await postNewJobs(1);
    await run(FIRST_SLOT); // a Tuesday
    expect(await outbox('alert-digest')).toEqual([]);
    await run(new Date('2026-06-08T07:00:00.000Z')); // Monday
    expect((await outbox('alert-digest')).map((m) => m.subject)).toEqual(['1 new job: “solidity”']);
  });

  it('hands due alerts to the queue in messages of ALERTS_PER_MESSAGE', async () => {
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < ALERTS_PER_MESSAGE + 3; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO alerts (email, search_json, search_key, frequency, status, unsubscribe_token, next_due_at, created_at, updated_at)
        VALUES (?1, '{}', ?2, 'daily', 'active', ?3, ?4, 0, 0)`,
        ).bind(`p${i}@example.com`, `k${i}`, `t${i}`.padEnd(43, 'x'), FIRST_SLOT.getTime()),
      );
    }
    await env.DB.batch(statements);
    const queue = memoryQueue();
    expect(await scheduleDueAlerts(env.DB, queue, FIRST_SLOT.getTime())).toEqual({ alerts: ALERTS_PER_MESSAGE + 3, messages: 2 });
    expect(queue.sent.map((m) => m.alertIds.length)).toEqual([ALERTS_PER_MESSAGE, 3]);
  });
});

/** A database that dies at its second batch (a run's reads pass, its write fails): a Worker dying mid-run. */
function dyingAtWrite(): SqlDatabase {
  let batches = 0;
  return {
    prepare: (sql) => env.DB.prepare(sql),
    batch: async (statements) => {
      if (++batches === 2) throw new Error('worker died');
      return env.DB.batch(statements as never);
    },
  };
}

describe('a crashed and retried run', () => {
  it('mails every alert once and no job twice (outbox: the mail commits with the sent-jobs record)', async () => {
    const alerts = [await subscribe({ q: 'solidity' }), await subscribe({ tags: ['defi'] }), await subscribe({ remote: 'europe' })];
    await postNewJobs(4);
    const queue = memoryQueue();
    await scheduleDueAlerts(env.DB, queue, FIRST_SLOT.getTime());
    const [message] = queue.sent;

    await expect(processAlertBatch(deps(FIRST_SLOT, { db: dyingAtWrite() }), message!)).rejects.toThrow('worker died');
    expect(await outbox('alert-digest')).toEqual([]);
    expect(await sentJobIds(alerts[0]!.id)).toEqual([]);

    // The queue retries the message, twice (a duplicate delivery).
    await processAlertBatch(deps(FIRST_SLOT), message!);
    const second = await processAlertBatch(deps(FIRST_SLOT), message!);
    expect(second.alerts).toBe(0);
    const mails = await outbox('alert-digest');
    expect(mails).toHaveLength(3);
    for (const alert of alerts) expect(await sentJobIds(alert.id)).toHaveLength(4);
  });

  it('with an HTTP provider, a crash between sending and recording resends the same key, which delivers nothing new', async () => {
    await subscribe({ q: 'solidity' });
    await postNewJobs(2);
    // A provider that delivers each idempotency key once, as Resend does.
    const delivered = new Map<string, OutgoingMail>();
    const provider: Mailer = {
      send: async (mail): Promise<SentMail> => {
        const fresh = !delivered.has(mail.idempotencyKey!);
        if (fresh) delivered.set(mail.idempotencyKey!, mail);
        return { id: mail.idempotencyKey!, delivered: fresh };
      },
    };
    const queue = memoryQueue();
    await scheduleDueAlerts(env.DB, queue, FIRST_SLOT.getTime());
    await expect(processAlertBatch(deps(FIRST_SLOT, { db: dyingAtWrite(), mailer: provider }), queue.sent[0]!)).rejects.toThrow(
      'worker died',
    );
    expect(delivered.size).toBe(1);
    await processAlertBatch(deps(FIRST_SLOT, { mailer: provider }), queue.sent[0]!);
    expect(delivered.size).toBe(1);
    // Recorded now: the next run finds nothing new.
    await run(new Date(FIRST_SLOT.getTime() + 86_400_000), deps(new Date(FIRST_SLOT.getTime() + 86_400_000), { mailer: provider }));
    expect(delivered.size).toBe(1);
  });

  it('a run that dies after its first message leaves the rest due, and the retry mails each alert once', async () => {
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < ALERTS_PER_MESSAGE + 10; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO alerts (email, search_json, search_key, frequency, status, unsubscribe_token, next_due_at, created_at, updated_at, last_job_id)
        VALUES (?1, '{"tags":["solidity"]}', 'k', 'daily', 'active', ?2, ?3, 0, 0, (SELECT max(id) FROM jobs))`,
        ).bind(`p${i}@example.com`, `tok${i}`.padEnd(43, 'x'), FIRST_SLOT.getTime()),
      );
    }
    await env.DB.batch(statements);
    await postNewJobs(3);
    const queue = memoryQueue();
    await scheduleDueAlerts(env.DB, queue, FIRST_SLOT.getTime());
    await processAlertBatch(deps(FIRST_SLOT), queue.sent[0]!);
    // ...the Worker dies here. The next hourly cron finds the rest still due.
    expect(await outbox('alert-digest')).toHaveLength(ALERTS_PER_MESSAGE);
    const later = new Date(FIRST_SLOT.getTime() + 3_600_000);
    const retried = await run(later);
    expect(retried.flatMap((m) => m.alertIds)).toHaveLength(10);
    const mails = await outbox('alert-digest');
    expect(mails).toHaveLength(ALERTS_PER_MESSAGE + 10);
    expect(new Set(mails.map((m) => m.to_address)).size).toBe(ALERTS_PER_MESSAGE + 10);
  });
});
