import type { SqlDatabase, SqlStatement } from '../db/database';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { parseBlogSource, type BlogSource, type ParsedMedia, type ParsedPost } from './parse-content';

export interface BlogLoadResult {
  posts: { added: string[]; updated: string[]; removed: string[]; unchanged: number };
  media: { added: string[]; updated: string[]; removed: string[]; unchanged: number };
}

interface Planned<T> {
  added: T[];
  updated: T[];
  removed: string[];
  unchanged: number;
}

/** Sorts the source rows against the stored hashes: what is new, changed, gone, the same. */
function plan<T extends { key: string; hash: string }>(rows: T[], stored: Map<string, string>): Planned<T> {
  const keys = new Set(rows.map((row) => row.key));
  return {
    added: rows.filter((row) => !stored.has(row.key)),
    updated: rows.filter((row) => stored.has(row.key) && stored.get(row.key) !== row.hash),
    removed: [...stored.keys()].filter((key) => !keys.has(key)).sort(),
    unchanged: rows.filter((row) => stored.get(row.key) === row.hash).length,
  };
}

async function storedHashes(db: SqlDatabase, table: 'blog_posts' | 'blog_media', key: 'slug' | 'name'): Promise<Map<string, string>> {
  const { results } = await db.prepare(`SELECT ${key} AS key, content_hash AS hash FROM ${table}`).all<{ key: string; hash: string }>();
  return new Map(results.map((row) => [row.key, row.hash]));
}

/** Everything a reader sees of a post; the hash of this decides whether the row is rewritten. */
function postFingerprint(post: ParsedPost): string {
  const { sourcePath: _path, ...visible } = post;
  return JSON.stringify(visible);
}

const UPSERT_POST = `
INSERT INTO blog_posts (slug, title, description, author_name, author_kind, published_at, tags_json, cover_image, cover_alt,
  body, word_count, reading_minutes, source_path, content_hash, updated_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
ON CONFLICT (slug) DO UPDATE SET title = excluded.title, description = excluded.description, author_name = excluded.author_name,
  author_kind = excluded.author_kind, published_at = excluded.published_at, tags_json = excluded.tags_json,
  cover_image = excluded.cover_image, cover_alt = excluded.cover_alt, body = excluded.body, word_count = excluded.word_count,
  reading_minutes = excluded.reading_minutes, source_path = excluded.source_path, content_hash = excluded.content_hash,
  updated_at = excluded.updated_at`;

const UPSERT_MEDIA = `
INSERT INTO blog_media (name, content_type, body, content_hash, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)
ON CONFLICT (name) DO UPDATE SET content_type = excluded.content_type, body = excluded.body,
  content_hash = excluded.content_hash, updated_at = excluded.updated_at`;

function upsertPost(db: SqlDatabase, post: ParsedPost, hash: string, now: number): SqlStatement {
  return db
    .prepare(UPSERT_POST)
    .bind(
      post.slug,
      post.title,
      post.description,
      post.author.name,
      post.author.kind,
      post.date.getTime(),
      JSON.stringify(post.tags),
      post.cover.image,
      post.cover.alt,
      post.body,
      post.wordCount,
      post.readingMinutes,
      post.sourcePath,
      hash,
      now,
    );
}

function upsertMedia(db: SqlDatabase, media: ParsedMedia, hash: string, now: number): SqlStatement {
  return db.prepare(UPSERT_MEDIA).bind(media.name, media.contentType, media.body, hash, now);
}

/**
 * Makes D1's blog what the files say. Everything is validated first (a BlogContentError
 * names each file and field, and nothing is written); then the changes go in one D1
 * batch, which is one transaction: all of it lands or none of it. Only new or changed rows
 * are written and only removed ones deleted, so loading the same files again writes
 * nothing and every `updated_at` stays as it was.
 */
export async function loadBlogContent(db: SqlDatabase, source: BlogSource, now: Date = new Date()): Promise<BlogLoadResult> {
  const { posts, media } = parseBlogSource(source);
  const postRows = await Promise.all(posts.map(async (post) => ({ key: post.slug, hash: await sha256Hex(postFingerprint(post)), post })));
  const mediaRows = await Promise.all(media.map(async (item) => ({ key: item.name, hash: await sha256Hex(item.body), item })));
  const postPlan = plan(postRows, await storedHashes(db, 'blog_posts', 'slug'));
  const mediaPlan = plan(mediaRows, await storedHashes(db, 'blog_media', 'name'));

  const at = now.getTime();
  const statements = [
    ...[...mediaPlan.added, ...mediaPlan.updated].map((row) => upsertMedia(db, row.item, row.hash, at)),
    ...[...postPlan.added, ...postPlan.updated].map((row) => upsertPost(db, row.post, row.hash, at)),
    ...postPlan.removed.map((slug) => db.prepare('DELETE FROM blog_posts WHERE slug = ?1').bind(slug)),
    ...mediaPlan.removed.map((name) => db.prepare('DELETE FROM blog_media WHERE name = ?1').bind(name)),
  ];
  if (statements.length) await db.batch(statements);

  const keys = <T extends { key: string }>(rows: T[]) => rows.map((row) => row.key).sort();
  return {
    posts: { added: keys(postPlan.added), updated: keys(postPlan.updated), removed: postPlan.removed, unchanged: postPlan.unchanged },
    media: { added: keys(mediaPlan.added), updated: keys(mediaPlan.updated), removed: mediaPlan.removed, unchanged: mediaPlan.unchanged },
  };
}
