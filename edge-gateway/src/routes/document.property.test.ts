// Property: whatever an employer writes into a job, the served job page keeps exactly the
// template's tags plus ours, and the JSON-LD parses back to exactly what the job says.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobPostingJsonLd, jobTitle, pageTitle } from '@chainwork/shared-config/meta';
import { createApp } from '../app';
import { SHELL_TEMPLATE, makeJob, publishFixtures } from '../../test/fixtures';
import { inspectHtml } from '../../test/inspect-html';
import { realApi, servedJob } from '../../test/api';
import { testEnv } from '../../test/test-env';

const SITE_URL = 'http://127.0.0.1:8787';

// Every string, biased towards what breaks HTML, inline scripts and JSON.
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        '</script>',
        '<!--',
        '-->',
        '<script>',
        '</title>',
        '"',
        "'",
        '&amp;',
        '&',
        '<',
        '>',
        '\u2028',
        '\u2029',
        '\\',
        '${x}',
        ']]>',
        'a',
        ' ',
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);
/** Text as an HTML parser keeps it (browsers turn CR and NUL into other characters while parsing). */
const parserStable = nasty.filter((text) => !/[\r\0]/.test(text));
/** The database refuses an empty title, and a company without a letter or digit to make its slug of. */
const parserStableText = parserStable.filter((text) => /[a-z0-9]/i.test(text));

describe('a job page with any field content', () => {
  let templateScripts = 0;
  beforeAll(async () => {
    await publishFixtures(env);
    templateScripts = (await inspectHtml(SHELL_TEMPLATE)).rawScriptOpenings;
  });

  it('adds no tag, no comment, no raw line separator, and round-trips through the JSON-LD unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: parserStableText,
          company: parserStableText,
          descriptionMd: nasty,
          location: nasty,
          standardizedLocation: nasty,
          companyUrl: nasty,
        }),
        async (fields) => {
          const response = await createApp().request(
            '/jobs/prop-job',
            {},
            testEnv(await realApi([makeJob({ slug: 'prop-job', ...fields })])),
          );
          // What the api serves for it (the database keeps text as UTF-8, so a lone surrogate comes back replaced).
          const job = await servedJob('prop-job');
          expect(response.status).toBe(200);
          const html = await response.text();
          const page = await inspectHtml(html);
          // The template's scripts plus exactly ours: the runtime config and the JSON-LD.
          expect(page.rawScriptOpenings).toBe(templateScripts + 2);
          expect((html.match(/<\/script/gi) ?? []).length).toBe(templateScripts + 2);
          expect((html.match(/<title/gi) ?? []).length).toBe(1);
          expect(page.comments).toBe(0);
          for (const script of [...page.inlineScripts, ...page.ldJson]) expect(script).not.toMatch(/[\u2028\u2029]/);
          expect(page.ldJson).toHaveLength(1);
          expect(JSON.parse(page.ldJson[0]!)).toEqual(JSON.parse(JSON.stringify(jobPostingJsonLd(job, SITE_URL))));
          expect(page.title).toBe(pageTitle(jobTitle(job)));
        },
      ),
      { numRuns: 60 },
    );
    // 60 whole documents: seconds of CPU on a busy shared machine, more than vitest's default 5 s.
  }, 30_000);
});
