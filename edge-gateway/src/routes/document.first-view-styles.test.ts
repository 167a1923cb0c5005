/**
 * Remotes' prebuilt first-view styles through the document route: the tag of each version
 * served, the navigation's on every page, the jobs remote's on `/` and job pages only; none
 * for a version without the file or with a file of any other shape.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { assetKey } from '@chainwork/shared-config';
import { FIRST_VIEW_STYLES_FILE } from '@chainwork/shared-config/first-view-styles';
import { createApp } from '../app';
import { VERSIONS, makeJob, publishFixtures } from '../../test/fixtures';
import { realApi } from '../../test/api';
import { testEnv } from '../../test/test-env';

const job = makeJob();
const STYLES = '<style data-emotion="css 1abc2d x9y8z7 animation-14pkoxc">.css-1abc2d{color:red;}.css-x9y8z7{margin:0;}</style>';
const NAV_STYLES = '<style data-emotion="css 7nav01">.css-7nav01{height:4rem;}</style>';
const stylesKey = assetKey('remote-jobs', VERSIONS['remote-jobs'], FIRST_VIEW_STYLES_FILE);
const navStylesKey = assetKey('remote-navigation', VERSIONS['remote-navigation'], FIRST_VIEW_STYLES_FILE);

async function html(path: string): Promise<string> {
  const app = createApp({ apiTimeoutMs: 200 });
  const response = await app.request(path, {}, testEnv(await realApi([job])));
  return response.text();
}

/** What <head> ends with: the first view's styles are its last tag when present. */
const headEnd = (page: string) => page.slice(0, page.indexOf('</head>'));

beforeEach(async () => {
  await publishFixtures(env);
});

describe("remotes' first-view styles", () => {
  it("end the <head> of `/` and of a job page: the navigation's, then the jobs remote's, as the served versions built them", async () => {
    await env.ASSETS.put(stylesKey, STYLES);
    await env.ASSETS.put(navStylesKey, NAV_STYLES);
    for (const path of ['/', `/jobs/${job.slug}`]) {
      const page = await html(path);
      expect(headEnd(page).endsWith(NAV_STYLES + STYLES), path).toBe(true);
      expect(page.split('data-emotion="css ').length - 1, path).toBe(2);
    }
  });

  it("give other pages the navigation's alone", async () => {
    await env.ASSETS.put(stylesKey, STYLES);
    await env.ASSETS.put(navStylesKey, NAV_STYLES);
    for (const path of ['/blog', '/post-job', '/jobs/not a slug']) {
      const page = await html(path);
      expect(headEnd(page).endsWith(NAV_STYLES), path).toBe(true);
      expect(page, path).not.toContain(STYLES);
    }
  });

  it('are left out for a served version that has none (built before them)', async () => {
    await env.ASSETS.put(navStylesKey, NAV_STYLES);
    await env.ASSETS.delete(stylesKey);
    expect(headEnd(await html('/')).endsWith(NAV_STYLES)).toBe(true);
    await env.ASSETS.delete(navStylesKey);
    expect(await html('/')).not.toContain('data-emotion="css ');
  });

  it('are left out when the file is anything but one emotion tag of plain CSS', async () => {
    await env.ASSETS.delete(navStylesKey);
    for (const bad of [
      `${STYLES}<script>alert(1)</script>`,
      '<style data-emotion="css a">.css-a{}</style><style>x</style>',
      '<style data-emotion="css a">.css-a{content:"</style><script>"}</style>',
      '<style data-emotion="css a" onload="x()">.css-a{}</style>',
      '',
    ]) {
      await env.ASSETS.put(stylesKey, bad);
      // A new gateway per shape: the reader keeps a version's file once read.
      expect(await html('/'), bad).not.toContain('data-emotion="css ');
    }
  });
});
