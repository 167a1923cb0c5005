import { expect, test } from '@playwright/test';
import { afterLoad, newAddress, signInWithCode } from '../support/sign-in';
import { DESKTOP } from './shell-support';

test.describe('the public API from the site', () => {
  test.use({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
  test.describe.configure({ timeout: 120_000 });

  test('a key created on the account page is shown once, copied, opens the API, and answers 401 once revoked', async ({ page }) => {
    await signInWithCode(page, newAddress('api-key'));
    await page.goto('/account/api-keys');
    await afterLoad(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await page.getByLabel('Key name').fill('Feed reader');
    await page.getByRole('button', { name: 'Create key' }).click();

    const dialog = page.getByRole('dialog', { name: /Your new API key/ });
    await expect(dialog.getByText('it will not be shown again')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy the new API key' }).click();
    await expect(dialog.getByText('Copied to the clipboard.')).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^cw_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Done, I have copied it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 3, name: 'Feed reader' })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain(key);

    const call = (apiKey: string) =>
      page.evaluate(async (k) => {
        // no-store: the answer is cacheable for a minute, and the browser would replay the keyed 200.
        const response = await fetch('/api/v1/jobs?q=engineer', { headers: { authorization: `Bearer ${k}` }, cache: 'no-store' });
        return { status: response.status, body: (await response.json()) as unknown };
      }, apiKey);
    expect((await call(key)).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke Feed reader' }).click();
    await page
      .getByRole('alertdialog', { name: /Revoke “Feed reader”/ })
      .getByRole('button', { name: 'Revoke key' })
      .click();
    await expect(page.getByText('“Feed reader” is revoked.')).toBeVisible();
    const refused = await call(key);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { code: 'unauthorized' } });
  });

  test('/developers renders the live document: every operation with a curl command for this site', async ({ page, baseURL }) => {
    await page.goto('/developers');
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    const document = (await (await page.request.get('/api/v1/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(document.paths);
    // Paths are relative to the document's server, /api/v1.
    expect(paths).toEqual(expect.arrayContaining(['/jobs', '/jobs/{slug}', '/companies', '/tags']));
    await afterLoad(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(
      paths.reduce((n, p) => n + Object.keys(document.paths[p]!).filter((k) => k !== 'parameters').length, 0),
    );
    const jobs = page.getByRole('figure', { name: 'curl example for GET /api/v1/jobs', exact: true });
    await expect(jobs).toContainText(`curl -sS '${baseURL}/api/v1/jobs`);
  });
});
