-- The blog: posts and their media, loaded from content/blog/ (markdown with front matter,
-- hand-made SVG) by `npm start` and `npm run content:publish`. The files are the source of
-- truth; these tables are their validated copy. A load replaces everything in one batch and
-- writes only rows whose content_hash changed, so updated_at moves only on a real change.
CREATE TABLE blog_posts (
  slug            TEXT    PRIMARY KEY,
  title           TEXT    NOT NULL,
  description     TEXT    NOT NULL,
  author_name     TEXT    NOT NULL,
  author_kind     TEXT    NOT NULL CHECK (author_kind IN ('person', 'organization')),
  published_at    INTEGER NOT NULL,
  tags_json       TEXT    NOT NULL,           -- JSON array of tag slugs, in the file's order
  cover_image     TEXT    NOT NULL,           -- a blog_media name
  cover_alt       TEXT    NOT NULL,
  body            TEXT    NOT NULL,           -- markdown, rendered (sanitised) by the shell
  word_count      INTEGER NOT NULL,
  reading_minutes INTEGER NOT NULL,
  source_path     TEXT    NOT NULL,           -- e.g. content/blog/how-to-read-a-crypto-job-offer.md
  content_hash    TEXT    NOT NULL,
  updated_at      INTEGER NOT NULL
);

-- The list is newest first; slug breaks ties so pages never overlap.
CREATE INDEX blog_posts_newest ON blog_posts (published_at DESC, slug);

CREATE TABLE blog_media (
  name          TEXT    PRIMARY KEY,          -- e.g. how-to-read-a-crypto-job-offer.svg
  content_type  TEXT    NOT NULL,
  body          TEXT    NOT NULL,
  content_hash  TEXT    NOT NULL,
  updated_at    INTEGER NOT NULL
);
