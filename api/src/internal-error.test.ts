import { env } from 'cloudflare:workers';
import superjson from 'superjson';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from './index';

/*
 * This file breaks its own database (storage is isolated per test file), so the
 * failures are real D1 errors whose messages carry SQL text.
 */
function searchUrl(): string {
  return `/trpc/jobs.search?input=${encodeURIComponent(JSON.stringify(superjson.serialize({})))}`;
}

describe('internal failures', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => logged.mockClear());

  beforeAll(async () => {
    await env.DB.batch([env.DB.prepare('DROP TABLE job_tags'), env.DB.prepare('DROP TABLE jobs')]);
  });

  it('masks a D1 error as a generic 500 without SQL text, and logs the real error', async () => {
    const response = await app.request(searchUrl(), {}, env);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/no such table|SELECT|jobs_published|SQLITE|D1_ERROR|stack/i);
    const body = JSON.parse(text) as { error: { json: { message: string; data: Record<string, unknown> } } };
    expect(body.error.json.message).toBe('Internal server error');
    expect(body.error.json.data).toEqual({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, path: 'jobs.search' });
    // The operator still sees what happened.
    expect(String(logged.mock.calls.flat().join(' '))).toMatch(/no such table/);
  });

  it('masks a missing DB binding the same way', async () => {
    const response = await app.request(searchUrl(), {}, {});
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/prepare|undefined|TypeError|stack/i);
    expect((JSON.parse(text) as { error: { json: { message: string } } }).error.json.message).toBe('Internal server error');
  });
});
