-- Imports from companies' public job boards, and companies as pages of their own
-- (docs/imports.md). Times are epoch milliseconds, like every table here.

-- 1. Companies. One row per company the board shows: from the sources file, from employers'
-- posts, from imports and from the seed. `slug` is the jobs' company_slug.
CREATE TABLE companies (
  slug            TEXT    PRIMARY KEY CHECK (slug <> '' AND slug NOT GLOB '*[^a-z0-9-]*'),
  name            TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- https URL of the company's own site; `domain` is its host without "www." (the claim rule).
  website         TEXT,
  domain          TEXT,
  logo            TEXT,
  about           TEXT    NOT NULL DEFAULT '',
  -- {"x": url, "github": url, "linkedin": url, "telegram": url, "discord": url}
  socials_json    TEXT    NOT NULL DEFAULT '{}',
  -- Ecosystem ids of shared-config's COMPANY_ECOSYSTEMS, as a JSON array.
  ecosystems_json TEXT    NOT NULL DEFAULT '[]',
  -- Claimed: the signed-in person (users.id or the identity provider's subject) at the company's domain.
  claimed_by      TEXT,
  claimed_email   TEXT,
  claimed_at      INTEGER,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX companies_by_domain ON companies (domain) WHERE domain IS NOT NULL;
CREATE INDEX companies_by_name ON companies (name COLLATE NOCASE);

-- Every company a job already names gets its row (the seed's and the employers' jobs).
INSERT INTO companies (slug, name, website, logo, created_at, updated_at)
SELECT company_slug, company, max(company_url), max(company_logo), min(posted_at), max(posted_at)
FROM jobs WHERE company_slug <> '' GROUP BY company_slug;

-- 2. Sources: one company's public job board at one provider.
CREATE TABLE import_sources (
  id                   TEXT    PRIMARY KEY,                 -- '{provider}:{board}'
  provider             TEXT    NOT NULL CHECK (provider IN ('greenhouse', 'lever', 'ashby', 'jsonld')),
  -- Greenhouse board token, Lever site, Ashby board name, or the careers page's https URL.
  board                TEXT    NOT NULL CHECK (length(board) BETWEEN 1 AND 500),
  company_slug         TEXT    NOT NULL REFERENCES companies (slug),
  origin               TEXT    NOT NULL CHECK (origin IN ('file', 'employer')),
  added_by             TEXT,
  status               TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'removed')),
  -- Conditional requests: what the provider sent last time.
  etag                 TEXT,
  last_modified        TEXT,
  last_run_at          INTEGER,
  last_success_at      INTEGER,
  last_error           TEXT,
  last_error_at        INTEGER,
  consecutive_failures INTEGER NOT NULL DEFAULT 0,
  -- Back-off: the source is not fetched before this time.
  next_attempt_at      INTEGER NOT NULL DEFAULT 0,
  jobs_seen            INTEGER NOT NULL DEFAULT 0,
  -- Successful fetches so far; a posting missing from two in a row closes.
  successful_runs      INTEGER NOT NULL DEFAULT 0,
  -- The import run that last queued it, so a caller can wait for that run's sources.
  queued_run           INTEGER,
  created_at           INTEGER NOT NULL,
  updated_at           INTEGER NOT NULL,
  UNIQUE (provider, board)
);
CREATE INDEX import_sources_due ON import_sources (next_attempt_at) WHERE status = 'active';
CREATE INDEX import_sources_by_company ON import_sources (company_slug);

-- 3. What each source listed. Several postings may share one job (the same role on two
-- boards); a posting of a role that is also posted on Chainwork points at the posted job.
CREATE TABLE imported_postings (
  source_id    TEXT    NOT NULL REFERENCES import_sources (id) ON DELETE CASCADE,
  external_id  TEXT    NOT NULL,
  job_id       INTEGER REFERENCES jobs (id) ON DELETE SET NULL,
  fingerprint  TEXT    NOT NULL,
  -- SHA-256 of the normalised job: an unchanged posting is not written again.
  content_hash TEXT    NOT NULL,
  -- The posting's own apply page: a shared job takes it when the source it shows closes.
  apply_url    TEXT    NOT NULL,
  -- Consecutive successful fetches of the source that did not list it.
  missed_runs  INTEGER NOT NULL DEFAULT 0,
  closed_at    INTEGER,
  PRIMARY KEY (source_id, external_id)
) WITHOUT ROWID;
CREATE INDEX imported_postings_by_job ON imported_postings (job_id);

-- 4. Jobs learn where they came from, and their pay as published.
-- origin: 'posted' (by an employer on Chainwork, and the seed's sample jobs) or 'imported'.
ALTER TABLE jobs ADD COLUMN origin TEXT NOT NULL DEFAULT 'posted' CHECK (origin IN ('posted', 'imported'));
-- The source an imported job is shown from (its apply link and "checked" time).
ALTER TABLE jobs ADD COLUMN source_id TEXT;
-- company|title|place of the role (api/src/imports/fingerprint.ts): duplicates and reposts.
ALTER TABLE jobs ADD COLUMN fingerprint TEXT;
-- When a closed role was first listed, kept across a repost (a repost shows it).
ALTER TABLE jobs ADD COLUMN first_seen_at INTEGER;
ALTER TABLE jobs ADD COLUMN closed_at INTEGER;
-- Pay as the company published it; salary_min/max/numeric_salary stay the yearly USD figures
-- the salary filter and sort read (converted at shared-config's reference rates).
ALTER TABLE jobs ADD COLUMN pay_currency TEXT CHECK (pay_currency IS NULL OR length(pay_currency) = 3);
ALTER TABLE jobs ADD COLUMN pay_interval TEXT CHECK (pay_interval IS NULL OR pay_interval IN ('year', 'month', 'week', 'day', 'hour'));
ALTER TABLE jobs ADD COLUMN pay_min REAL;
ALTER TABLE jobs ADD COLUMN pay_max REAL;
CREATE INDEX jobs_by_fingerprint ON jobs (fingerprint) WHERE fingerprint IS NOT NULL;

-- 5. A duplicate's old address leads to the job that won (a paid post over an import).
CREATE TABLE job_redirects (
  from_slug TEXT PRIMARY KEY,
  to_slug   TEXT NOT NULL
) WITHOUT ROWID;

-- 6. One row per import run (the cron's, `npm run ingest`'s), so a caller can wait for it.
CREATE TABLE import_runs (
  id          INTEGER PRIMARY KEY,
  started_at  INTEGER NOT NULL,
  sources     INTEGER NOT NULL
);

-- 7. Every writer of a job (the seed, a post, an import) gives its company a row, once.
-- `domain`: the website's host, lowercase, without scheme, port, path or a leading "www.".
CREATE TRIGGER companies_from_jobs AFTER INSERT ON jobs
WHEN NOT EXISTS (SELECT 1 FROM companies WHERE slug = NEW.company_slug)
BEGIN
  INSERT INTO companies (slug, name, website, domain, logo, created_at, updated_at)
  SELECT NEW.company_slug, NEW.company, NEW.company_url,
         CASE WHEN host <> '' THEN CASE WHEN host LIKE 'www.%' THEN substr(host, 5) ELSE host END END,
         NEW.company_logo, NEW.posted_at, NEW.posted_at
  FROM (SELECT lower(CASE WHEN instr(rest, ':') > 0 THEN substr(rest, 1, instr(rest, ':') - 1) ELSE rest END) AS host
        FROM (SELECT CASE WHEN instr(after, '/') > 0 THEN substr(after, 1, instr(after, '/') - 1) ELSE after END AS rest
              FROM (SELECT CASE WHEN instr(coalesce(NEW.company_url, ''), '://') > 0
                                THEN substr(NEW.company_url, instr(NEW.company_url, '://') + 3) ELSE '' END AS after)));
END;

UPDATE companies SET domain = (
  SELECT CASE WHEN host <> '' THEN CASE WHEN host LIKE 'www.%' THEN substr(host, 5) ELSE host END END
  FROM (SELECT lower(CASE WHEN instr(rest, ':') > 0 THEN substr(rest, 1, instr(rest, ':') - 1) ELSE rest END) AS host
        FROM (SELECT CASE WHEN instr(after, '/') > 0 THEN substr(after, 1, instr(after, '/') - 1) ELSE after END AS rest
              FROM (SELECT CASE WHEN instr(coalesce(website, ''), '://') > 0
                                THEN substr(website, instr(website, '://') + 3) ELSE '' END AS after))))
WHERE website IS NOT NULL;
