import { expect, test } from '@playwright/test';
import { runAlerts } from '@chainwork/tooling/lib/alerts-run';
import { E2E_BASE_URL } from '../support/env';
import { insertJob } from '../support/jobs';
import { linkOnThisSite, mailsTo } from '../support/outbox';
import { approveJob, postJob, signUpFromPostJob } from '../support/posting';
import { newAddress } from '../support/sign-in';
import { asSubscribedVisitor } from '../support/visitor';

/** One scheduler run by hand, as `npm run alerts -- --now` does: every active alert is due. */
const runAlertsNow = () => runAlerts(E2E_BASE_URL, { now: true, timeoutS: 120 });

test('an anonymous visitor saves a search and confirms by mail; a job an employer posts and a moderator approves is mailed once, featured first; one click unsubscribes', async ({
  page,
  browser,
  request,
}) => {
  // Posting, payment and approval in the browser, then three scheduler runs through the simulated queue: slow on a busy machine.
  test.setTimeout(300_000);
  const word = `zephyrine${Date.now().toString(36)}`;
  const email = `${word}@example.com`;
  await asSubscribedVisitor(page);

  // Filter a search, then ask for it by e-mail.
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Search jobs' }).or(page.getByRole('textbox', { name: 'Search jobs' }));
  await field.fill(word);
  await field.press('Enter');
  // The box's words, as a person clicks them: Playwright waits until they stop moving (the skills
  // list shrinks when this search's counts come in, moving the Seniority group up) and checks
  // that the click lands on them. A forced check() on Chakra's visually hidden input clicked where
  // the box had been, and missed it once.
  const seniority = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Seniority' });
  await seniority.getByText('Senior', { exact: true }).click();
  await expect(seniority.getByRole('checkbox', { name: /^Senior/ })).toBeChecked();
  await expect(page).toHaveURL(/level=senior/);
  await page.getByRole('button', { name: 'Get these jobs by e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get these jobs by e-mail' });
  await expect(dialog).toContainText(`“${word}”, senior`);
  await dialog.getByText('Weekly', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: /E-mail address/ }).fill(email);
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toContainText(email);
  await page.getByRole('button', { name: 'Done' }).click();

  // Double opt-in: a confirmation mail, and no digest before it is used.
  const [confirmation] = await mailsTo(email, 'alert-confirmation');
  expect(confirmation?.subject).toContain(word);
  await insertJob({
    slug: `senior-${word}-engineer-early`,
    title: `Senior ${word} Engineer`,
    company: 'E2E Labs',
    descriptionMd: `We build ${word}.`,
  });
  await runAlertsNow();
  expect(await mailsTo(email, 'alert-digest')).toEqual([]);

  await page.goto(linkOnThisSite(confirmation!.text, '/alerts/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();
  await expect(page.getByText(`“${word}”, senior`)).toBeVisible();

  // An employer posts a matching job (Featured) through the form and pays; a moderator approves it.
  const employer = await browser.newContext();
  const job = { title: `Senior ${word} Protocol Engineer`, company: 'E2E Labs' };
  try {
    const posting = await employer.newPage();
    await signUpFromPostJob(posting, newAddress('employer'));
    await postJob(posting, job, 'Featured');
  } finally {
    await employer.close();
  }
  const slug = await approveJob(browser, job.title);

  // Posted after it: a matching standard job, and one that does not match (not senior).
  const standardSlug = `senior-${word}-rust-engineer`;
  await insertJob({
    slug: standardSlug,
    title: `Senior ${word} Rust Engineer`,
    company: 'E2E Labs',
    descriptionMd: `We build ${word}.`,
    seniority: 'senior',
  });
  await insertJob({
    slug: `junior-${word}-developer`,
    title: `Junior ${word} Developer`,
    company: 'E2E Labs',
    descriptionMd: `We build ${word}.`,
    seniority: 'junior',
  });
  await runAlertsNow();
  const digests = await mailsTo(email, 'alert-digest');
  expect(digests).toHaveLength(1);
  const [digest] = digests;
  expect(digest!.subject).toBe(`2 new jobs: “${word}”, senior`);
  // The featured job leads, though the standard one is newer.
  const featuredAt = digest!.html.indexOf(`/jobs/${slug}`);
  expect(featuredAt).toBeGreaterThan(-1);
  expect(digest!.html.indexOf(`/jobs/${standardSlug}`)).toBeGreaterThan(featuredAt);
  expect(digest!.text).toContain(`${job.title} (Featured)`);
  expect(digest!.html).not.toContain(`junior-${word}-developer`);
  expect(digest!.html).not.toContain(`senior-${word}-engineer-early`);
  expect(digest!.text).toContain('Unsubscribe from this alert');
  expect(digest!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // A second run mails nothing again.
  await runAlertsNow();
  expect(await mailsTo(email, 'alert-digest')).toHaveLength(1);

  // The mail client's one-click unsubscribe: a bare POST, no cookie, no Origin.
  const oneClick = digest!.headers['List-Unsubscribe']!.replace(/^<|>$/g, '');
  expect(oneClick).toBe(linkOnThisSite(digest!.text, '/alerts/unsubscribe').replace(E2E_BASE_URL, new URL(oneClick).origin));
  const unsubscribed = await request.post(linkOnThisSite(digest!.text, '/alerts/unsubscribe'), {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.status()).toBe(200);

  // Stopped at once: another matching job is never mailed.
  await insertJob({
    slug: `senior-${word}-lead-engineer`,
    title: `Senior ${word} Lead Engineer`,
    company: 'E2E Labs',
    descriptionMd: `We build ${word}.`,
    seniority: 'senior',
  });
  await runAlertsNow();
  expect(await mailsTo(email, 'alert-digest')).toHaveLength(1);
});

test('the visible unsubscribe link asks, then stops the alert; the alert pages stay out of search engines', async ({ page, request }) => {
  test.setTimeout(180_000);
  const word = `quillwort${Date.now().toString(36)}`;
  const email = `${word}@example.com`;
  const created = await request.post('/api/trpc/alerts.create', {
    data: { json: { search: { tags: ['rust'], q: word }, frequency: 'daily', email } },
  });
  expect(created.status()).toBe(200);
  const [confirmation] = await mailsTo(email, 'alert-confirmation');
  await page.goto(linkOnThisSite(confirmation!.text, '/alerts/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();
  await insertJob({
    slug: `rust-${word}-engineer`,
    title: `Rust ${word} Engineer`,
    company: 'E2E Labs',
    descriptionMd: `We build ${word}.`,
    tags: ['rust'],
  });
  await runAlertsNow();
  const [digest] = await mailsTo(email, 'alert-digest');

  await page.goto(linkOnThisSite(digest!.text, '/alerts/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1, name: 'Stop this job alert?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();

  for (const path of ['/account/alerts', '/alerts/confirm', '/alerts/unsubscribe']) {
    expect((await request.get(path)).headers()['x-robots-tag']).toBe('noindex, nofollow');
  }
});
