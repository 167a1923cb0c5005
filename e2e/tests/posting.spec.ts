import { expect, test } from '@playwright/test';
import { CONFIGURED_SITE_URL } from '../support/env';
import {
  approveJob,
  asModerator,
  choosePlan,
  endLiveJobIn,
  fillCompany,
  fillJob,
  postJob,
  reviewAndPay,
  reviewCard,
  signUpFromPostJob,
} from '../support/posting';
import { afterLoad, newAddress } from '../support/sign-in';
import { servedHead } from '../support/served-head';

/** A unique title per test: the run's state is shared by every test. */
const uniqueTitle = (role: string) => `${role} ${Date.now().toString(36).toUpperCase()}`;

test.describe('employers post a job', () => {
  test.describe.configure({ timeout: 180_000 });

  test('sign up, five steps with a fix and a closed tab, local payment, approval, then found in search with its JSON-LD', async ({
    page,
    context,
    browser,
    request,
  }) => {
    const job = { title: uniqueTitle('Senior Solidity Engineer'), company: 'Acme Protocol' };
    await signUpFromPostJob(page, newAddress('employer'));
    await fillCompany(page, job);

    // A range whose top is far above its bottom is refused beside the field, then fixed.
    await fillJob(page, job, { salaryTo: '900000' });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText(/Keep the range honest/)).toBeVisible();
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('To', { exact: true }).fill('180000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await afterLoad(page.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();

    // The tab is closed; the draft lives on the server and a new tab resumes it.
    await page.close();
    const resumed = await context.newPage();
    await resumed.goto('/post-job');
    await afterLoad(resumed.getByText(/Welcome back: your draft/)).toBeVisible();
    await expect(resumed.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();
    await choosePlan(resumed, 'Featured');

    const pagePreview = resumed.getByRole('figure', { name: 'Your job page' });
    await expect(pagePreview.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    await expect(pagePreview.getByText('$120,000 – $180,000')).toBeVisible();
    await expect(
      resumed.getByRole('figure', { name: /Your card in the search results/ }).getByText('Featured', { exact: true }),
    ).toBeVisible();
    await reviewAndPay(resumed);
    const mine = resumed.getByRole('article').filter({ hasText: job.title });
    await expect(mine.getByText('In review')).toBeVisible();

    const slug = await asModerator(browser, async (moderator) => {
      const card = reviewCard(moderator, job.title);
      await expect(card).toBeVisible();
      await expect(card.getByRole('list', { name: 'Risk signals' }).or(card.getByText('No risk signals'))).toBeVisible();
      await card.getByRole('button', { name: 'Show the job preview' }).click();
      await expect(card.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await card.getByRole('button', { name: 'Approve' }).click();
      const done = moderator.getByRole('status').filter({ hasText: `Approved “${job.title}”` });
      await expect(done).toBeVisible();
      return /\/jobs\/([a-z0-9-]+)/.exec((await done.textContent()) ?? '')![1]!;
    });

    await resumed.reload();
    await expect(mine.getByText('Live')).toBeVisible();
    await expect(mine.getByText(/\d+ days left/)).toBeVisible();

    // Featured: pinned above the results on the home page with its badge, and listed once only.
    await resumed.goto('/');
    const results = resumed.getByRole('region', { name: 'Search results' });
    const pinned = results.getByRole('list', { name: 'Featured jobs' });
    const pinnedCard = pinned.getByRole('article').filter({ has: resumed.getByRole('link', { name: job.title }) });
    await afterLoad(pinnedCard.getByRole('link', { name: job.title })).toHaveAttribute('href', `/jobs/${slug}`);
    await expect(pinnedCard.getByText('Featured', { exact: true })).toBeVisible();
    await expect(results.getByRole('link', { name: job.title })).toHaveCount(1);

    // Found by searching for its title: still pinned, still once.
    await resumed.getByRole('searchbox', { name: 'Search jobs' }).fill(job.title);
    await expect(results.getByRole('status')).toHaveText('1 job');
    await expect(pinned.getByRole('link', { name: job.title })).toHaveAttribute('href', `/jobs/${slug}`);
    await expect(results.getByRole('link', { name: job.title })).toHaveCount(1);

    const served = await servedHead(request, `/jobs/${slug}`);
    expect(served.status).toBe(200);
    expect(served.jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      hiringOrganization: { name: job.company },
      url: `${CONFIGURED_SITE_URL}/jobs/${slug}`,
    });
  });

  test('a rejected job shows the reason and is fixed and resubmitted', async ({ page, browser }) => {
    const job = { title: uniqueTitle('Protocol Engineer'), company: 'Fixme Labs' };
    await signUpFromPostJob(page, newAddress('rejected'));
    await postJob(page, job);

    const reason = 'The apply link leads to another company; point it at your own careers page.';
    await asModerator(browser, async (moderator) => {
      const card = reviewCard(moderator, job.title);
      await card.getByRole('button', { name: 'Reject' }).click();
      const dialog = moderator.getByRole('dialog', { name: `Reject “${job.title}”` });
      await expect(dialog.getByLabel('Reason for the employer')).toBeFocused();
      await dialog.getByRole('button', { name: 'Reject and notify' }).click();
      await expect(dialog.getByText(/at least \d+ characters/)).toBeVisible();
      await dialog.getByLabel('Reason for the employer').fill(reason);
      await dialog.getByRole('button', { name: 'Reject and notify' }).click();
      await expect(moderator.getByRole('status').filter({ hasText: 'Rejected' })).toBeVisible();
    });

    await page.goto('/account/jobs');
    const mine = page.getByRole('article').filter({ hasText: job.title });
    await expect(mine.getByText('Rejected')).toBeVisible();
    await expect(mine.getByText(reason)).toBeVisible();
    await mine.getByRole('link', { name: 'Fix and resubmit' }).click();
    await expect(page.getByText(reason)).toBeVisible();
    await page.getByLabel('Apply link').fill('https://fixme.example/careers/protocol');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The next step comes as a transition: until it is on screen, the job step's own button
    // (enabled again once saved) is the one a second click would press.
    await afterLoad(page.getByRole('heading', { level: 2, name: 'Choose a plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await afterLoad(page.getByRole('heading', { level: 2, name: 'Review your job' })).toBeVisible();
    await reviewAndPay(page);
    await expect(page.getByRole('article').filter({ hasText: job.title }).getByText('In review')).toBeVisible();
  });

  test('a live job edited goes to review while the live version stays; closing it answers 410', async ({ page, browser, request }) => {
    const job = { title: uniqueTitle('Rust Engineer'), company: 'Editable Labs' };
    await signUpFromPostJob(page, newAddress('edit'));
    await postJob(page, job);
    const slug = await approveJob(browser, job.title);

    await page.goto('/account/jobs');
    const mine = page.getByRole('article').filter({ hasText: job.title });
    await afterLoad(mine.getByText('Live', { exact: true })).toBeVisible();
    await mine.getByRole('link', { name: 'Edit' }).click();
    await afterLoad(page.getByRole('heading', { level: 2, name: 'Your company' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    const edited = `${job.title} (edited)`;
    await page.getByLabel('Job title').fill(edited);
    await page.getByRole('button', { name: 'Submit changes for review' }).click();
    await afterLoad(page.getByText('Your changes were sent for review.')).toBeVisible();
    await expect(mine.getByText('Your changes are in review.', { exact: false })).toBeVisible();
    // The live page still shows the approved version.
    expect((await servedHead(request, `/jobs/${slug}`)).title).toContain(job.title);
    await page.goto(`/jobs/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: job.title, exact: true })).toBeVisible();

    await page.goto('/account/jobs');
    await mine.getByRole('button', { name: 'Close: position filled' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Close “${job.title}”?` });
    await expect(dialog.getByRole('button', { name: 'Keep it open' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close job: position filled' }).click();
    await expect(mine.getByText('Closed', { exact: true })).toBeVisible();
    const served = await servedHead(request, `/jobs/${slug}`);
    expect(served.status).toBe(410);
    expect(served.jsonLd).toBeUndefined();
    await page.goto(`/jobs/${slug}`);
    await expect(page.getByText('This job is closed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
  });

  test('a logo that is not an image is refused beside the field; a real one shows as the card will', async ({ page }) => {
    await signUpFromPostJob(page, newAddress('logo'));
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not an image at all') });
    await expect(page.getByRole('alert').filter({ hasText: /image/i })).toBeVisible();

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#805ad5"/></svg>';
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await again).setFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  });

  test('a job near its end is renewed: paid again, same URL, a full listing period ahead', async ({ page, browser }) => {
    const job = { title: uniqueTitle('Smart Contract Auditor'), company: 'Renewal Labs' };
    await signUpFromPostJob(page, newAddress('renew'));
    await postJob(page, job);
    const slug = await approveJob(browser, job.title);
    await endLiveJobIn(slug, 2.5);

    await page.goto('/account/jobs');
    const mine = page.getByRole('article').filter({ hasText: job.title });
    await expect(mine.getByText('· 2 days left')).toBeVisible();
    await mine.getByRole('button', { name: /^Renew for \d+ days$/ }).click();
    await page.waitForURL(/\/pay\/local\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/account\/jobs/);
    await expect(mine.getByText(/^· (29|30|31) days left$/)).toBeVisible();
    await expect(mine.getByRole('link', { name: job.title })).toHaveAttribute('href', `/jobs/${slug}`);
  });
});
