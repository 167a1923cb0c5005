-- Jobs: the spec's job fields (spec section 3) under SQL names, plus what a real board needs.
-- Times are integer milliseconds since the Unix epoch (UTC), the unit of a JS Date.
-- Full-text search is NOT here: a later migration designs it for 100k rows.
--
--   spec field             column
--   Pretty_url             slug
--   Title                  title
--   Company                company
--   Description            description_md   (markdown)
--   Date                   posted_at
--   Location               location         (human words: 'Remote (Europe)', 'Berlin, Germany')
--   standardized_location  standardized_location  (shared-config/src/locations.ts vocabulary)
--   numeric_salary         numeric_salary   (yearly, in salary_currency)
CREATE TABLE jobs (
  id                    INTEGER PRIMARY KEY,
  slug                  TEXT    NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 200),
  title                 TEXT    NOT NULL CHECK (length(title) > 0),
  company               TEXT    NOT NULL CHECK (length(company) > 0),
  description_md        TEXT    NOT NULL,
  posted_at             INTEGER NOT NULL,
  location              TEXT    NOT NULL,
  standardized_location TEXT    NOT NULL,
  numeric_salary        INTEGER CHECK (numeric_salary IS NULL OR numeric_salary >= 0),
  salary_min            INTEGER,
  salary_max            INTEGER,
  salary_currency       TEXT    NOT NULL DEFAULT 'USD' CHECK (salary_currency = 'USD'),
  employment_type       TEXT    NOT NULL DEFAULT 'FULL_TIME'
                        CHECK (employment_type IN ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY')),
  seniority             TEXT    CHECK (seniority IS NULL OR seniority IN ('intern', 'junior', 'mid', 'senior', 'lead', 'principal', 'executive')),
  apply_url             TEXT    NOT NULL,
  company_url           TEXT,
  company_logo          TEXT,
  -- A job is created as a draft and shown only once published; removed jobs stay for the record.
  status                TEXT    NOT NULL DEFAULT 'draft' CHECK (status IN ('published', 'draft', 'removed')),
  -- Spec 9: validThrough = Date + 30 days. Generated, so it can never disagree with posted_at;
  -- 2592000000 is JOB_VALIDITY_MS of shared-config (a test asserts they match).
  expires_at            INTEGER GENERATED ALWAYS AS (posted_at + 2592000000) VIRTUAL,
  created_at            INTEGER NOT NULL DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  updated_at            INTEGER NOT NULL DEFAULT (CAST(unixepoch('subsec') * 1000 AS INTEGER)),
  -- A salary range is whole or absent, and ordered.
  CHECK ((salary_min IS NULL) = (salary_max IS NULL)),
  CHECK (salary_min IS NULL OR (salary_min >= 0 AND salary_min <= salary_max))
);

-- Newest-first keyset paging over published jobs: `(posted_at, id) < (cursor)` walks this
-- index in order, and the live filter `posted_at > now - validity` is a range on it too.
CREATE INDEX jobs_published_newest ON jobs (posted_at DESC, id DESC) WHERE status = 'published';

-- Tags in the employer's order. One row per (job, tag), so "jobs tagged X" is an index lookup.
CREATE TABLE job_tags (
  job_id   INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  tag      TEXT    NOT NULL CHECK (length(tag) BETWEEN 1 AND 40),
  position INTEGER NOT NULL CHECK (position >= 0),
  PRIMARY KEY (job_id, tag)
) WITHOUT ROWID;

CREATE INDEX job_tags_by_tag ON job_tags (tag, job_id);

-- Keep updated_at honest for every writer, not only the ones that remember to set it.
CREATE TRIGGER jobs_touch_updated_at AFTER UPDATE ON jobs
FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN
  UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.id;
END;
