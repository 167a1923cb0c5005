import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * Migration 0013 on a database that already holds alerts: it rebuilds `alerts` with
 * AUTOINCREMENT (ids never reused) and `alert_sent_jobs` beside it. Nothing may be lost, and
 * the sent jobs must still belong to their alerts.
 */
const migration = (name: string) => {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(name));
  if (!found) throw new Error(`no migration ${name}`);
  return found.queries;
};

const alertRow = (id: number) =>
  env.DB.prepare(
    `INSERT INTO alerts (id, email, search_json, search_key, frequency, status, unsubscribe_token, last_job_id, next_due_at, created_at, updated_at)
     VALUES (?1, ?2, '{"q":"solidity"}', 'q:solidity', 'daily', 'active', ?3, 40, 1780000000000, ?4, ?4)`,
  ).bind(id, `person${id}@example.com`, `unsubscribe-${id}`, 1_770_000_000_000 + id);

beforeAll(async () => {
  const db = env.DB;
  await db.prepare('DROP TABLE alert_sent_jobs').run();
  await db.prepare('DROP TABLE alerts').run();
  // The 0010 schema, as a database from before 0013 has it.
  for (const sql of migration('0010').filter((query) => !query.includes('mail_suppressions'))) await db.prepare(sql).run();
  await db.batch([alertRow(1), alertRow(2), alertRow(3)]);
  await db.prepare('INSERT INTO alert_sent_jobs (alert_id, job_id, sent_at) VALUES (1, 10, 5), (1, 11, 5), (2, 10, 6)').run();
  for (const sql of migration('0013')) await db.prepare(sql).run();
});

describe('migration 0013 over existing alerts', () => {
  it('keeps every alert with its id and every sent job with its alert', async () => {
    const alerts = await env.DB.prepare('SELECT id, email, unsubscribe_token, created_at FROM alerts ORDER BY id').all();
    expect(alerts.results).toEqual(
      [1, 2, 3].map((id) => ({
        id,
        email: `person${id}@example.com`,
        unsubscribe_token: `unsubscribe-${id}`,
        created_at: 1_770_000_000_000 + id,
      })),
    );
    const sent = await env.DB.prepare('SELECT alert_id, job_id, sent_at FROM alert_sent_jobs ORDER BY alert_id, job_id').all();
    expect(sent.results).toEqual([
      { alert_id: 1, job_id: 10, sent_at: 5 },
      { alert_id: 1, job_id: 11, sent_at: 5 },
      { alert_id: 2, job_id: 10, sent_at: 6 },
    ]);
  });

  it('gives a new alert an id no alert ever had, and the sent jobs still follow their alert', async () => {
    await env.DB.prepare('DELETE FROM alerts WHERE id = 3').run();
    await env.DB.prepare(
      `INSERT INTO alerts (email, search_json, search_key, frequency, status, unsubscribe_token, created_at, updated_at)
       VALUES ('new@example.com', '{}', '', 'daily', 'pending', 'unsubscribe-new', 1, 1)`,
    ).run();
    expect(await env.DB.prepare("SELECT id FROM alerts WHERE email = 'new@example.com'").first('id')).toBe(4);
    await env.DB.prepare('DELETE FROM alerts WHERE id = 1').run();
    expect(
      await env.DB.prepare('SELECT alert_id, job_id FROM alert_sent_jobs')
        .all()
        .then((r) => r.results),
    ).toEqual([{ alert_id: 2, job_id: 10 }]);
    await expect(env.DB.prepare('INSERT INTO alert_sent_jobs (alert_id, job_id, sent_at) VALUES (99, 1, 1)').run()).rejects.toThrow(
      /FOREIGN KEY/,
    );
  });

  it('keeps the indexes the alert runs read', async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'alerts' AND sql IS NOT NULL ORDER BY name",
    ).all<{
      name: string;
    }>();
    expect(results.map((r) => r.name)).toEqual(['alerts_by_client', 'alerts_by_email', 'alerts_by_user', 'alerts_due']);
  });
});
