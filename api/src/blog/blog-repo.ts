import { BLOG_PAGE_SIZE } from '@chainwork/shared-config';
import type { SqlDatabase } from '../db/database';
import type { BlogList, BlogMedia, BlogPost, BlogPostSummary, BlogTagCount } from './schemas';

/*
 * Reads of the blog. A post is public once its date has come (`published_at <= now`), so
 * a post dated ahead is a scheduled post: loaded, but nowhere to be seen until its day.
 * The blog is small (hundreds of posts at most): tags live as a JSON array per post and
 * are read with json_each, which keeps a load to one row per post.
 */

const SUMMARY_COLUMNS = `slug, title, description, author_name, author_kind, published_at, updated_at, tags_json,
  cover_image, cover_alt, word_count, reading_minutes`;

interface SummaryRow {
  slug: string;
  title: string;
  description: string;
  author_name: string;
  author_kind: 'person' | 'organization';
  published_at: number;
  updated_at: number;
  tags_json: string;
  cover_image: string;
  cover_alt: string;
  word_count: number;
  reading_minutes: number;
}

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    author: { name: row.author_name, kind: row.author_kind },
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
    tags: JSON.parse(row.tags_json) as string[],
    cover: { image: row.cover_image, alt: row.cover_alt },
    wordCount: row.word_count,
    readingMinutes: row.reading_minutes,
  };
}

const HAS_TAG = 'EXISTS (SELECT 1 FROM json_each(blog_posts.tags_json) WHERE json_each.value = ?2)';

/** One page of public posts, newest first, optionally those with a tag; with every tag's count. */
export async function listPosts(
  db: SqlDatabase,
  options: { now: Date; tag?: string | undefined; page: number; pageSize?: number },
): Promise<BlogList> {
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const tag = options.tag ?? null;
  const where = `published_at <= ?1 AND (?2 IS NULL OR ${HAS_TAG})`;
  const [items, count, tags] = await db.batch([
    db
      .prepare(`SELECT ${SUMMARY_COLUMNS} FROM blog_posts WHERE ${where} ORDER BY published_at DESC, slug LIMIT ?3 OFFSET ?4`)
      .bind(options.now.getTime(), tag, pageSize, (options.page - 1) * pageSize),
    db
      .prepare(
        `SELECT count(*) AS everything, coalesce(sum(?2 IS NULL OR ${HAS_TAG}), 0) AS total FROM blog_posts WHERE published_at <= ?1`,
      )
      .bind(options.now.getTime(), tag),
    db
      .prepare(
        `SELECT json_each.value AS tag, count(*) AS posts FROM blog_posts, json_each(blog_posts.tags_json)
      WHERE published_at <= ?1 GROUP BY json_each.value ORDER BY posts DESC, tag`,
      )
      .bind(options.now.getTime()),
  ]);
  const counts = count!.results[0] as { total: number; everything: number } | undefined;
  const total = counts?.total ?? 0;
  return {
    items: (items!.results as SummaryRow[]).map(toSummary),
    page: options.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
    allPosts: counts?.everything ?? 0,
    tags: tags!.results as BlogTagCount[],
  };
}

/** One public post with its markdown, or null (unknown, or scheduled for later). */
export async function findPost(db: SqlDatabase, slug: string, now: Date): Promise<BlogPost | null> {
  const row = await db
    .prepare(`SELECT ${SUMMARY_COLUMNS}, body FROM blog_posts WHERE slug = ?1 AND published_at <= ?2`)
    .bind(slug, now.getTime())
    .first<SummaryRow & { body: string }>();
  return row ? { ...toSummary(row), body: row.body } : null;
}

/**
 * Public posts most like this one: most shared tags first, then newest. Posts sharing no
 * tag still fill the list (newest first), so a post always has somewhere to go next.
 * Null when the post itself is not public.
 */
export async function relatedPosts(
  db: SqlDatabase,
  slug: string,
  options: { now: Date; limit: number },
): Promise<BlogPostSummary[] | null> {
  const [self, related] = await db.batch([
    db.prepare('SELECT 1 AS found FROM blog_posts WHERE slug = ?1 AND published_at <= ?2').bind(slug, options.now.getTime()),
    db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS},
        (SELECT count(*) FROM json_each(blog_posts.tags_json) AS mine
          WHERE mine.value IN (SELECT theirs.value FROM blog_posts AS source, json_each(source.tags_json) AS theirs WHERE source.slug = ?1)) AS shared
      FROM blog_posts WHERE slug <> ?1 AND published_at <= ?2
      ORDER BY shared DESC, published_at DESC, slug LIMIT ?3`,
      )
      .bind(slug, options.now.getTime(), options.limit),
  ]);
  if (!self!.results.length) return null;
  return (related!.results as SummaryRow[]).map(toSummary);
}

/** The newest public posts, whole, for the blog's RSS feed. */
export async function latestPosts(db: SqlDatabase, options: { now: Date; limit: number }): Promise<BlogPost[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS}, body FROM blog_posts WHERE published_at <= ?1
    ORDER BY published_at DESC, slug LIMIT ?2`,
    )
    .bind(options.now.getTime(), options.limit)
    .all<SummaryRow & { body: string }>();
  return results.map((row) => ({ ...toSummary(row), body: row.body }));
}

/** Every public post's page for the sitemap; lastmod is when its content last changed. */
export async function postSitemapEntries(db: SqlDatabase, now: Date): Promise<Array<{ slug: string; lastmod: Date }>> {
  const { results } = await db
    .prepare('SELECT slug, published_at, updated_at FROM blog_posts WHERE published_at <= ?1 ORDER BY published_at DESC, slug')
    .bind(now.getTime())
    .all<{ slug: string; published_at: number; updated_at: number }>();
  return results.map((row) => ({ slug: row.slug, lastmod: new Date(Math.max(row.published_at, row.updated_at)) }));
}

/** A cover or figure by file name (media are public as soon as they are loaded). */
export async function findMedia(db: SqlDatabase, name: string): Promise<BlogMedia | null> {
  return db
    .prepare('SELECT name, content_type AS contentType, body, content_hash AS hash FROM blog_media WHERE name = ?1')
    .bind(name)
    .first<BlogMedia>();
}
