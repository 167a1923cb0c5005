/**
 * Validates the blog's files (content/blog/) and loads them into D1, all or nothing.
 *
 *   tsx scripts/content-publish.ts            # the local database (CHAINWORK_STATE_DIR or .wrangler/state)
 *   tsx scripts/content-publish.ts --remote   # the production database (wrangler must be logged in)
 *   tsx scripts/content-publish.ts --check    # validate only, touch no database
 *
 * `npm start` runs the local load itself. A problem is reported as `<file>: <field>:
 * <message>` and nothing is written; loading the same files again writes nothing.
 */
import { parseArgs } from 'node:util';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { loadBlogContent, parseBlogSource, type BlogLoadResult, type SqlDatabase } from '@chainwork/api/content';
import { readBlogSource } from './content/blog-files';
import { writeRemoteD1Config } from './content/remote-config';
import { isMain } from './lib/is-main';
import { API_CONFIG, stateDir } from './lib/paths';
import { withPlatform } from './lib/platform';

export function formatLoadResult(result: BlogLoadResult): string {
  const part = (label: string, r: BlogLoadResult['posts']) =>
    `${label}: ${r.added.length} added, ${r.updated.length} updated, ${r.removed.length} removed, ${r.unchanged} unchanged` +
    [...r.added.map((k) => `\n  + ${k}`), ...r.updated.map((k) => `\n  ~ ${k}`), ...r.removed.map((k) => `\n  - ${k}`)].join('');
  return `${part('Blog posts', result.posts)}\n${part('Blog media', result.media)}`;
}

/** Loads content/blog/ into the local D1 of a state folder (migrations applied). */
export async function publishBlogLocally(options: { stateDir?: string } = {}): Promise<BlogLoadResult> {
  const source = await readBlogSource();
  return withPlatform<{ DB: SqlDatabase }, BlogLoadResult>(API_CONFIG, ({ DB }) => loadBlogContent(DB, source), options.stateDir ?? stateDir());
}

async function publishBlogRemotely(): Promise<BlogLoadResult> {
  const source = await readBlogSource();
  parseBlogSource(source); // fail on a bad file before connecting anywhere
  const config = await writeRemoteD1Config(API_CONFIG);
  try {
    const proxy = await getPlatformProxy<{ DB: SqlDatabase }>({ configPath: config, remoteBindings: true });
    try {
      return await loadBlogContent(proxy.env.DB, source);
    } finally {
      await proxy.dispose();
    }
  } finally {
    await rm(path.dirname(config), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { remote: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } }, strict: true });
  if (values.check) {
    const { posts, media } = parseBlogSource(await readBlogSource());
    console.log(`The blog content is valid: ${posts.length} posts, ${media.length} media files.`);
    return;
  }
  const result = values.remote ? await publishBlogRemotely() : await publishBlogLocally();
  console.log(`${values.remote ? 'Production' : `Local (${stateDir()})`}\n${formatLoadResult(result)}`);
}

if (isMain(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
