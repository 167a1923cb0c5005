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
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { loadBlogContent, parseBlogSource, type BlogLoadResult, type SqlDatabase } from '@chainwork/api/content';
import { readBlogSource } from './content/blog-files';
import { writeRemoteD1Config } from './content/remote-config';
import { parseCommandLine, runCli, UsageError } from './lib/cli';
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
async function publishBlogLocally(options: { stateDir?: string } = {}): Promise<BlogLoadResult> {
  const source = await readBlogSource();
  return withPlatform<{ DB: SqlDatabase }, BlogLoadResult>(
    API_CONFIG,
    ({ DB }) => loadBlogContent(DB, source),
    options.stateDir ?? stateDir(),
  );
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

export const CONTENT_PUBLISH_USAGE = 'Usage: tsx scripts/content-publish.ts [--remote | --check]';

export interface ContentPublishOptions {
  /** Where to load: the local state folder's D1, or production's. */
  target: 'local' | 'remote';
  /** Validate only, touch no database. */
  check: boolean;
}

/** The command line of `npm run content:publish`. */
export function parseContentPublishArgs(argv: string[]): ContentPublishOptions {
  const { values } = parseCommandLine({ args: argv, options: { remote: { type: 'boolean' }, check: { type: 'boolean' } } });
  if (values.remote && values.check) throw new UsageError('--check validates without loading anywhere; leave out --remote');
  return { target: values.remote ? 'remote' : 'local', check: values.check ?? false };
}

async function contentPublish(options: ContentPublishOptions): Promise<void> {
  if (options.check) {
    const { posts, media } = parseBlogSource(await readBlogSource());
    console.log(`The blog content is valid: ${posts.length} posts, ${media.length} media files.`);
    return;
  }
  const remote = options.target === 'remote';
  const result = remote ? await publishBlogRemotely() : await publishBlogLocally();
  console.log(`${remote ? 'Production' : `Local (${stateDir()})`}\n${formatLoadResult(result)}`);
}

if (isMain(import.meta.url)) runCli(() => contentPublish(parseContentPublishArgs(process.argv.slice(2))), CONTENT_PUBLISH_USAGE);
