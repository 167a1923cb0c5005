import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, ALERT_PATHS } from '@chainwork/shared-config';
import { app } from '../index';
import { svixHeaders } from '../alerts/webhook/svix-signature';
import { alertsCaller, linkToken, outbox, PERSON, resetAlerts } from '../../test/alerts';
import { NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { ALERT_HTTP_PATHS } from './alert-routes';

const SECRET = `whsec_${btoa('a webhook secret of 32 bytes....')}`;

async function activeAlert(email = PERSON.email) {
  await alertsCaller({ now: NOW, identity: { ...PERSON, userId: `user_${email}`, email } }).alerts.create({
    search: { q: 'solidity' },
    frequency: 'daily',
  });
  const row = await env.DB.prepare('SELECT id, unsubscribe_token, status FROM alerts WHERE email = ?1')
    .bind(email)
    .first<{ id: number; unsubscribe_token: string; status: string }>();
  return row!;
}

const statusOf = async (id: number) =>
  await env.DB.prepare('SELECT status, stop_reason FROM alerts WHERE id = ?1')
    .bind(id)
    .first<{ status: string; stop_reason: string | null }>();

beforeEach(async () => {
  await resetAlerts();
  await resetJobs();
  await seedJobs([testJob('a-job')]);
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('stops the alert at once: a bare POST, no cookie, no sign-in, no Origin', async () => {
    const alert = await activeAlert();
    const response = await app.request(
      `${ALERT_HTTP_PATHS.oneClickUnsubscribe}?token=${alert.unsubscribe_token}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
      env,
    );
    expect(response.status).toBe(200);
    expect(await statusOf(alert.id)).toEqual({ status: 'stopped', stop_reason: 'unsubscribed' });
    // Mail clients may repeat it.
    expect(
      (await app.request(`${ALERT_HTTP_PATHS.oneClickUnsubscribe}?token=${alert.unsubscribe_token}`, { method: 'POST' }, env)).status,
    ).toBe(200);
  });

  it('stops only the alert of that token; unknown and malformed tokens change nothing', async () => {
    const mine = await activeAlert();
    const other = await activeAlert('other@example.com');
    expect((await app.request(`${ALERT_HTTP_PATHS.oneClickUnsubscribe}?token=${'x'.repeat(43)}`, { method: 'POST' }, env)).status).toBe(
      404,
    );
    expect((await app.request(`${ALERT_HTTP_PATHS.oneClickUnsubscribe}?token=nope`, { method: 'POST' }, env)).status).toBe(400);
    expect((await app.request(ALERT_HTTP_PATHS.oneClickUnsubscribe, { method: 'POST' }, env)).status).toBe(400);
    await app.request(`${ALERT_HTTP_PATHS.oneClickUnsubscribe}?token=${mine.unsubscribe_token}`, { method: 'POST' }, env);
    expect((await statusOf(other.id))?.status).toBe('active');
    // GET does nothing (link scanners prefetch links): the page asks before stopping.
    expect((await app.request(`${ALERT_HTTP_PATHS.oneClickUnsubscribe}?token=${other.unsubscribe_token}`, {}, env)).status).toBe(404);
    expect((await statusOf(other.id))?.status).toBe('active');
  });

  it('the visible link of the mail stops the anonymous alert through alerts.unsubscribe', async () => {
    await alertsCaller({ now: NOW }).alerts.create({ search: { tags: ['rust'] }, frequency: 'weekly', email: 'anon@example.com' });
    const [confirmation] = await outbox('alert-confirmation');
    await alertsCaller({ now: NOW }).alerts.confirm({ token: linkToken(confirmation!.text, ALERT_PATHS.confirm) });
    const row = await env.DB.prepare(`SELECT id, unsubscribe_token FROM alerts WHERE email = 'anon@example.com'`).first<{
      id: number;
      unsubscribe_token: string;
    }>();
    // Its page names the search first, and asking changes nothing.
    const token = row!.unsubscribe_token;
    expect(await alertsCaller({ now: NOW }).alerts.unsubscribeTarget({ token })).toEqual({ description: 'Rust', stopped: false });
    expect((await statusOf(row!.id))?.status).toBe('active');
    expect(await alertsCaller({ now: NOW }).alerts.unsubscribe({ token })).toEqual({ description: 'Rust' });
    expect((await statusOf(row!.id))?.status).toBe('stopped');
    expect(await alertsCaller({ now: NOW }).alerts.unsubscribeTarget({ token })).toEqual({ description: 'Rust', stopped: true });
    await expect(alertsCaller({ now: NOW }).alerts.unsubscribeTarget({ token: 'x'.repeat(43) })).rejects.toThrow(
      ALERT_MESSAGES.linkInvalid,
    );
  });
});

describe('the mail provider webhook', () => {
  const withSecret = { ...env, MAIL_WEBHOOK_SECRET: SECRET };
  const post = async (event: unknown, headers?: Record<string, string>, bindings: object = withSecret) => {
    const body = JSON.stringify(event);
    const signed = headers ?? (await svixHeaders(SECRET, 'msg_1', Math.floor(Date.now() / 1000), body));
    return app.request(
      ALERT_HTTP_PATHS.mailWebhook,
      { method: 'POST', headers: { 'content-type': 'application/json', ...signed }, body },
      bindings,
    );
  };

  it('stops every alert of an address that bounced or complained, and never mails it again', async () => {
    const alert = await activeAlert('gone@example.com');
    const response = await post({ type: 'email.bounced', data: { to: ['Gone@Example.com'] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, stopped: 1 });
    expect(await statusOf(alert.id)).toEqual({ status: 'stopped', stop_reason: 'bounce' });
    const complaint = await activeAlert('angry@example.com');
    await post({ type: 'email.complained', data: { to: 'angry@example.com' } });
    expect(await statusOf(complaint.id)).toEqual({ status: 'stopped', stop_reason: 'complaint' });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM mail_suppressions').first('n')).toBe(2);
  });

  it('refuses unsigned, badly signed and old events, and is absent without a secret', async () => {
    const alert = await activeAlert('kept@example.com');
    const event = { type: 'email.bounced', data: { to: ['kept@example.com'] } };
    expect((await post(event, {})).status).toBe(401);
    expect(
      (
        await post(
          event,
          await svixHeaders(
            `whsec_${btoa('another secret, not the right one')}`,
            'msg_1',
            Math.floor(Date.now() / 1000),
            JSON.stringify(event),
          ),
        )
      ).status,
    ).toBe(401);
    expect(
      (await post(event, await svixHeaders(SECRET, 'msg_1', Math.floor(Date.now() / 1000) - 3600, JSON.stringify(event)))).status,
    ).toBe(401);
    expect((await post(event, undefined, env)).status).toBe(404);
    expect((await statusOf(alert.id))?.status).toBe('active');
    expect((await post({ type: 'email.delivered', data: {} })).status).toBe(200);
  });
});

describe('the local tooling routes', () => {
  const JSON_TYPE = { 'content-type': 'application/json' };

  it('exist only where the site is local', async () => {
    const production = { ...env, SITE_URL: 'https://chainwork.example' };
    expect((await app.request(ALERT_HTTP_PATHS.localRun, { method: 'POST', headers: JSON_TYPE, body: '{}' }, production)).status).toBe(404);
    expect(
      (
        await app.request(
          ALERT_HTTP_PATHS.localStopAddress,
          { method: 'POST', headers: JSON_TYPE, body: '{"email":"a@b.example"}' },
          production,
        )
      ).status,
    ).toBe(404);
    const unset = { ...env, SITE_URL: undefined };
    expect((await app.request(`${ALERT_HTTP_PATHS.localRun}?runAt=1`, {}, unset)).status).toBe(404);
    // Any loopback address is local (127.0.0.0/8), as the gateway says.
    expect((await app.request(`${ALERT_HTTP_PATHS.localRun}?runAt=1`, {}, { ...env, SITE_URL: 'http://127.0.0.2:8787' })).status).toBe(200);
  });

  it('a local run takes only `now`: a benchmark switch such as `naive` is refused', async () => {
    const local = { ...env, SITE_URL: 'http://127.0.0.1:8787' };
    const run = (body: string) => app.request(ALERT_HTTP_PATHS.localRun, { method: 'POST', headers: JSON_TYPE, body }, local);
    expect((await run('{"now":false,"naive":true}')).status).toBe(400);
    expect((await run('{"now":false}')).status).toBe(200);
  });

  it('stop an address by hand', async () => {
    const alert = await activeAlert('manual@example.com');
    const response = await app.request(
      ALERT_HTTP_PATHS.localStopAddress,
      { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ email: 'manual@example.com' }) },
      env,
    );
    expect(await response.json()).toEqual({ stopped: 1 });
    expect((await statusOf(alert.id))?.status).toBe('stopped');
  });

  it("judge again what the gateway forwards: another site's page or a POST that is not JSON stops nothing", async () => {
    const alert = await activeAlert('victim@example.com');
    const stop = (headers: Record<string, string>) =>
      app.request(
        ALERT_HTTP_PATHS.localStopAddress,
        { method: 'POST', headers, body: JSON.stringify({ email: 'victim@example.com' }) },
        env,
      );
    expect((await stop({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await stop({ ...JSON_TYPE, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await stop({ ...JSON_TYPE, origin: 'https://evil.example' })).status).toBe(403);
    expect((await statusOf(alert.id))?.status).toBe('active');
  });
});
