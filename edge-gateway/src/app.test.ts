import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import worker from './index';
import { publishFixtures } from '../test/fixtures';
import { realApi } from '../test/api';
import { testEnv } from '../test/test-env';

beforeEach(async () => {
  await publishFixtures(env);
});

describe('gateway app', () => {
  it('answers /healthz with ok and the live versions', async () => {
    const response = await createApp().request('/healthz', {}, testEnv(await realApi()));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(response.headers.get('x-chainwork-versions')).toBe(
      'shell-app=shell1a2b3c;remote-navigation=nav4d5e6f;remote-newsletter=news7a8b9c;remote-jobs=jobs0d1e2f;remote-content=content3a4b5c',
    );
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('answers 500 with a short message, no details, when settings are invalid', async () => {
    const response = await createApp().request('/about', {}, testEnv(await realApi(), { SITE_URL: 'not a url' }));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(`Internal error (request ${response.headers.get('x-request-id')})`);
  });

  it('is the Worker entry: the default export serves through the same app', async () => {
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const response = await worker.fetch(new Request('http://127.0.0.1:8787/healthz'), testEnv(await realApi()), ctx);
    expect(await response.text()).toBe('ok');
  });
});
