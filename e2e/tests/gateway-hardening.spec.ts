import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { batchUrl, latestJobs } from '../support/api';

/** The gateway's security headers and limits, as a browser and a client meet them. */

test('documents carry a nonce CSP that still lets every remote load, with no violation', async ({ page }) => {
  const errors = collectErrors(page);
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const response = await page.goto('/');
  const headers = response!.headers();
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(headers['content-security-policy']).toContain("'strict-dynamic'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await expect(page.getByRole('banner').getByRole('link', { name: 'About' }).first()).toBeVisible();
  // The jobs remote rendered (its search box): its scripts ran under the policy.
  await expect(page.locator('#job-search').getByRole('searchbox').first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/Stay up to date/)).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('an inline script without the nonce is blocked by the CSP', async ({ page }) => {
  await page.goto('/about');
  const ran = await page.evaluate(async () => {
    const el = document.createElement('div');
    el.innerHTML = '<img src="x:" onerror="window.__injected = true">';
    document.body.append(el);
    await new Promise((r) => setTimeout(r, 200));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});

test('a batch over the procedure limit gets one tRPC error per item', async ({ request }) => {
  const [job] = await latestJobs(request, 1);
  const slugs = Array.from({ length: 11 }, () => ({ slug: job!.Pretty_url }));
  const response = await request.get(
    batchUrl(
      slugs.map(() => 'jobs.bySlug'),
      slugs,
    ),
  );
  expect(response.status()).toBe(413);
  const body = (await response.json()) as Array<{ error: { json: { data: { code: string } } } }>;
  expect(body).toHaveLength(11);
  expect(new Set(body.map((item) => item.error.json.data.code))).toEqual(new Set(['PAYLOAD_TOO_LARGE']));
});

test('client-forged forwarding headers change neither the canonical nor the api call', async ({ request }) => {
  const response = await request.get('/about', {
    headers: { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example', 'cf-connecting-ip': '203.0.113.9' },
  });
  expect(await response.text()).not.toContain('evil.example');
});

test('every answer names its request, and a tRPC error is JSON that echoes nothing the client sent', async ({ request }) => {
  const response = await request.post('/api/trpc/jobs.bySlug', { headers: { 'content-type': 'text/x-evil' }, data: '{}' });
  expect(response.status()).toBe(415);
  expect(response.headers()['content-type']).toBe('application/json');
  const id = response.headers()['x-request-id'];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const text = await response.text();
  expect(text).not.toContain('evil');
  expect(JSON.parse(text).error.json.data).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', requestId: id });
});

test("a job path no slug can have is a 404 page, the shell's HTML is never an asset, compressible answers vary by encoding", async ({
  request,
}) => {
  expect((await request.get(`/jobs/${'a'.repeat(201)}`)).status()).toBe(404);
  const home = await request.get('/');
  expect(home.headers()['vary']).toContain('Accept-Encoding');
  const shell = /shell-app=([^;]+)/.exec(home.headers()['x-chainwork-versions'] ?? '')?.[1];
  expect(shell).toBeTruthy();
  expect((await request.get(`/_mf/shell-app/${shell}/index.html`)).status()).toBe(404);
  for (const path of ['/rss.xml', '/sitemap.xml', '/robots.txt']) {
    expect((await request.get(path)).headers()['vary'], path).toContain('Accept-Encoding');
  }
});
