-- Full-text search with filters, sorts and counts that stay fast at 100,000 jobs.
-- The design and its measurements are in api/README.md ("Search"); in short:
--   * Row id order is posting order: jobs are added in Date order (a trigger refuses an
--     older Date), so `ORDER BY rowid DESC` is newest first, "live" and "date posted" are
--     rowid ranges, and paging cursors are rowids.
--   * Filters are tokens in the index's `facets` column, so filtering and counting are
--     FTS5 doclist intersections, never a join of every match back to `jobs`.
--   * Descriptions live in their own table, so `jobs` rows stay narrow.

-- 1. Descriptions leave the hot table.
CREATE TABLE job_descriptions (
  job_id         INTEGER PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  description_md TEXT    NOT NULL
);
INSERT INTO job_descriptions (job_id, description_md) SELECT id, description_md FROM jobs ORDER BY id;
ALTER TABLE jobs DROP COLUMN description_md;

-- 2. The company filter needs a stable key. Writers compute it with the api's slugify;
-- this backfill spells the same slug for the names the seed writes (letters, digits, spaces).
-- The touch trigger is set aside so the backfill keeps every updated_at (sitemap lastmod).
DROP TRIGGER jobs_touch_updated_at;
ALTER TABLE jobs ADD COLUMN company_slug TEXT NOT NULL DEFAULT '';
UPDATE jobs SET company_slug =
  trim(replace(replace(replace(replace(replace(lower(trim(company)), '&', ' and '), '.', ' '), '''', ' '), '  ', ' '), ' ', '-'), '-');
CREATE TRIGGER jobs_touch_updated_at AFTER UPDATE ON jobs
FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN
  UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.id;
END;
CREATE INDEX jobs_by_company ON jobs (company_slug, company);

-- 3. The invariant the search stands on: ids follow Date. An insert older than the newest
-- job, or a changed Date, is refused (a writer sets Date = max(now, newest Date)).
CREATE INDEX jobs_by_posted_at ON jobs (posted_at, id);
DROP INDEX jobs_published_newest;

CREATE TRIGGER jobs_added_in_date_order BEFORE INSERT ON jobs
FOR EACH ROW WHEN NEW.posted_at < (SELECT max(posted_at) FROM jobs)
BEGIN
  SELECT RAISE(ABORT, 'jobs are added in Date order: this Date is older than the newest job');
END;

CREATE TRIGGER jobs_date_is_fixed BEFORE UPDATE OF posted_at ON jobs
FOR EACH ROW WHEN NEW.posted_at IS NOT OLD.posted_at
BEGIN
  SELECT RAISE(ABORT, 'a job''s Date cannot change: post it again as a new job');
END;

CREATE TRIGGER jobs_company_slug_valid BEFORE INSERT ON jobs
FOR EACH ROW WHEN NEW.company_slug = '' OR NEW.company_slug GLOB '*[^a-z0-9-]*'
BEGIN
  SELECT RAISE(ABORT, 'company_slug must be lowercase letters and digits joined by hyphens');
END;

-- 4. Filter vocabularies as data, so the index's SQL spells the same tokens as
-- api/src/search/facet-tokens.ts (a test compares these rows with that file).
CREATE TABLE search_location_tokens (
  standardized_location TEXT PRIMARY KEY,
  tokens                TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO search_location_tokens (standardized_location, tokens) VALUES
  ('remote', 'rem_any rem_worldwide rem_europe rem_north_america rem_latin_america rem_asia_pacific rem_middle_east_africa rem_us rem_ca rem_gb rem_de rem_fr rem_ch rem_pt rem_nl rem_es rem_br rem_ar rem_mx rem_sg rem_jp rem_kr rem_in rem_au rem_hk rem_ae rem_za'),
  ('remote-europe', 'rem_any rem_europe rem_gb rem_de rem_fr rem_ch rem_pt rem_nl rem_es'),
  ('remote-north-america', 'rem_any rem_north_america rem_us rem_ca'),
  ('remote-latin-america', 'rem_any rem_latin_america rem_br rem_ar rem_mx'),
  ('remote-asia-pacific', 'rem_any rem_asia_pacific rem_sg rem_jp rem_kr rem_in rem_au rem_hk'),
  ('remote-middle-east-africa', 'rem_any rem_middle_east_africa rem_ae rem_za'),
  ('remote-us', 'rem_any rem_us rem_north_america'),
  ('remote-ca', 'rem_any rem_ca rem_north_america'),
  ('remote-gb', 'rem_any rem_gb rem_europe'),
  ('remote-de', 'rem_any rem_de rem_europe'),
  ('remote-fr', 'rem_any rem_fr rem_europe'),
  ('remote-ch', 'rem_any rem_ch rem_europe'),
  ('remote-pt', 'rem_any rem_pt rem_europe'),
  ('remote-nl', 'rem_any rem_nl rem_europe'),
  ('remote-es', 'rem_any rem_es rem_europe'),
  ('remote-br', 'rem_any rem_br rem_latin_america'),
  ('remote-ar', 'rem_any rem_ar rem_latin_america'),
  ('remote-mx', 'rem_any rem_mx rem_latin_america'),
  ('remote-sg', 'rem_any rem_sg rem_asia_pacific'),
  ('remote-jp', 'rem_any rem_jp rem_asia_pacific'),
  ('remote-kr', 'rem_any rem_kr rem_asia_pacific'),
  ('remote-in', 'rem_any rem_in rem_asia_pacific'),
  ('remote-au', 'rem_any rem_au rem_asia_pacific'),
  ('remote-hk', 'rem_any rem_hk rem_asia_pacific'),
  ('remote-ae', 'rem_any rem_ae rem_middle_east_africa'),
  ('remote-za', 'rem_any rem_za rem_middle_east_africa'),
  ('new-york', 'city_new_york'),
  ('san-francisco', 'city_san_francisco'),
  ('miami', 'city_miami'),
  ('austin', 'city_austin'),
  ('toronto', 'city_toronto'),
  ('london', 'city_london'),
  ('berlin', 'city_berlin'),
  ('paris', 'city_paris'),
  ('zug', 'city_zug'),
  ('zurich', 'city_zurich'),
  ('lisbon', 'city_lisbon'),
  ('amsterdam', 'city_amsterdam'),
  ('barcelona', 'city_barcelona'),
  ('sao-paulo', 'city_sao_paulo'),
  ('buenos-aires', 'city_buenos_aires'),
  ('singapore', 'city_singapore'),
  ('tokyo', 'city_tokyo'),
  ('seoul', 'city_seoul'),
  ('bangalore', 'city_bangalore'),
  ('sydney', 'city_sydney'),
  ('hong-kong', 'city_hong_kong'),
  ('dubai', 'city_dubai'),
  ('cape-town', 'city_cape_town');

-- shared-config's SALARY_FLOORS.
CREATE TABLE search_salary_floors (floor INTEGER PRIMARY KEY);
INSERT INTO search_salary_floors (floor) VALUES (50000), (75000), (100000), (125000), (150000), (200000), (250000);

-- 5. The index. Contentless (rows are read from `jobs`, never from here) with deletes, so
-- an edited job is re-indexed in place. `_` is a token character for the facet tokens;
-- the 2- and 3-character prefix indexes make prefix search while typing one doclist.
CREATE VIRTUAL TABLE job_search USING fts5(
  title, company, tags, body, facets,
  content = '', contentless_delete = 1,
  tokenize = "unicode61 remove_diacritics 2 tokenchars '_'",
  prefix = '2 3'
);

-- What the index holds for each published job; `facets` follows facet-tokens.ts.
CREATE VIEW job_search_documents AS
SELECT
  j.id AS id,
  j.title AS title,
  j.company AS company,
  (SELECT group_concat(tag, ' ') FROM (SELECT tag FROM job_tags WHERE job_id = j.id ORDER BY position)) AS tags,
  d.description_md AS body,
  concat_ws(' ',
    'any_job',
    'emp_' || lower(j.employment_type),
    'sen_' || j.seniority,
    'co_' || replace(j.company_slug, '-', '_'),
    (SELECT tokens FROM search_location_tokens WHERE standardized_location = lower(j.standardized_location)),
    CASE WHEN j.numeric_salary IS NULL THEN 'sal_none'
         ELSE 'sal_known salband_' || min(CAST(j.numeric_salary / 5000 AS INTEGER), 120) END,
    (SELECT group_concat('salge_' || floor, ' ') FROM (SELECT floor FROM search_salary_floors WHERE floor <= j.numeric_salary ORDER BY floor)),
    (SELECT group_concat('tag_' || replace(replace(tag, '.', '__'), '-', '_'), ' ')
       FROM (SELECT tag FROM job_tags WHERE job_id = j.id ORDER BY position))
  ) AS facets
FROM jobs AS j
JOIN job_descriptions AS d ON d.job_id = j.id
WHERE j.status = 'published';

-- 6. Keeping the index in step. A job enters it when its description is written, the
-- last of its rows (insertJobs writes job, tags, description), so a seed indexes each
-- job once. Later edits re-index the job and touch updated_at (sitemap lastmod).
CREATE TRIGGER job_search_add AFTER INSERT ON job_descriptions
BEGIN
  INSERT INTO job_search (rowid, title, company, tags, body, facets)
  SELECT id, title, company, tags, body, facets FROM job_search_documents WHERE id = NEW.job_id;
END;

CREATE TRIGGER job_search_description_changed AFTER UPDATE ON job_descriptions
BEGIN
  DELETE FROM job_search WHERE rowid = OLD.job_id;
  INSERT INTO job_search (rowid, title, company, tags, body, facets)
  SELECT id, title, company, tags, body, facets FROM job_search_documents WHERE id = NEW.job_id;
  UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.job_id;
END;

CREATE TRIGGER job_search_description_removed AFTER DELETE ON job_descriptions
BEGIN
  DELETE FROM job_search WHERE rowid = OLD.job_id;
END;

CREATE TRIGGER job_search_job_changed
AFTER UPDATE OF title, company, company_slug, employment_type, seniority, standardized_location, numeric_salary, status ON jobs
BEGIN
  DELETE FROM job_search WHERE rowid = OLD.id;
  INSERT INTO job_search (rowid, title, company, tags, body, facets)
  SELECT id, title, company, tags, body, facets FROM job_search_documents WHERE id = NEW.id;
END;

CREATE TRIGGER job_search_job_removed AFTER DELETE ON jobs
BEGIN
  DELETE FROM job_search WHERE rowid = OLD.id;
END;

CREATE TRIGGER job_search_tag_added AFTER INSERT ON job_tags
WHEN EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = NEW.job_id)
BEGIN
  DELETE FROM job_search WHERE rowid = NEW.job_id;
  INSERT INTO job_search (rowid, title, company, tags, body, facets)
  SELECT id, title, company, tags, body, facets FROM job_search_documents WHERE id = NEW.job_id;
  UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.job_id;
END;

CREATE TRIGGER job_search_tag_removed AFTER DELETE ON job_tags
WHEN EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = OLD.job_id)
BEGIN
  DELETE FROM job_search WHERE rowid = OLD.job_id;
  INSERT INTO job_search (rowid, title, company, tags, body, facets)
  SELECT id, title, company, tags, body, facets FROM job_search_documents WHERE id = OLD.job_id;
  UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = OLD.job_id;
END;

CREATE TRIGGER job_search_tag_changed AFTER UPDATE ON job_tags
WHEN EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = NEW.job_id)
BEGIN
  DELETE FROM job_search WHERE rowid = NEW.job_id;
  INSERT INTO job_search (rowid, title, company, tags, body, facets)
  SELECT id, title, company, tags, body, facets FROM job_search_documents WHERE id = NEW.job_id;
  UPDATE jobs SET updated_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE id = NEW.job_id;
END;

-- 7. Index the jobs already there, in rowid order.
INSERT INTO job_search (rowid, title, company, tags, body, facets)
SELECT id, title, company, tags, body, facets FROM job_search_documents ORDER BY id;
