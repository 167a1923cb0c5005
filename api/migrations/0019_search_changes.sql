-- Which jobs each change of the search index touched, so an api isolate's facet matrix
-- (api/src/search/facet-matrix.ts) reads only those jobs after a write instead of every
-- live job (docs/adr/0009-facet-counts-and-read-sessions.md).
--
-- A row says: job `job_id` changed while the counter of migration 0005 read `version`
-- (before or after that write's own bump: trigger order is not fixed, so a reader holding
-- version K reads every row with version >= K, which may re-read a job it already has).
-- Every write that bumps the counter logs here, the bulk writer's rows included (its
-- counter bump is once per batch, its rows are logged one by one).
CREATE TABLE search_changes (
  version INTEGER NOT NULL,
  job_id  INTEGER NOT NULL,
  PRIMARY KEY (version, job_id)
) WITHOUT ROWID;

-- The log is complete from version `since` on: a matrix older than that loads whole.
-- The hourly prune (api/src/search/search-changes.ts) moves `since` to the version it
-- saw at its previous run and deletes the rows below, so the last hour is always kept.
CREATE TABLE search_changes_kept (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  since      INTEGER NOT NULL,
  next_since INTEGER NOT NULL
);
INSERT INTO search_changes_kept (id, since, next_since)
SELECT 1, version, version FROM search_version;

-- The same events as migration 0005's counter, without its bulk-writer condition.
CREATE TRIGGER search_changes_description_added AFTER INSERT ON job_descriptions
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, NEW.job_id FROM search_version; END;

CREATE TRIGGER search_changes_description_changed AFTER UPDATE ON job_descriptions
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, NEW.job_id FROM search_version; END;

CREATE TRIGGER search_changes_description_removed AFTER DELETE ON job_descriptions
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, OLD.job_id FROM search_version; END;

CREATE TRIGGER search_changes_job_changed
AFTER UPDATE OF title, company, company_slug, employment_type, seniority, standardized_location, numeric_salary, status ON jobs
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, NEW.id FROM search_version; END;

CREATE TRIGGER search_changes_job_removed AFTER DELETE ON jobs
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, OLD.id FROM search_version; END;

-- A job's tags matter once it has a description (the index holds it from then on; the bulk
-- writer writes tags first and the description logs the job).
CREATE TRIGGER search_changes_tag_added AFTER INSERT ON job_tags
WHEN EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = NEW.job_id)
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, NEW.job_id FROM search_version; END;

CREATE TRIGGER search_changes_tag_changed AFTER UPDATE ON job_tags
BEGIN
  INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, OLD.job_id FROM search_version;
  INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, NEW.job_id FROM search_version;
END;

CREATE TRIGGER search_changes_tag_removed AFTER DELETE ON job_tags
WHEN EXISTS (SELECT 1 FROM job_descriptions WHERE job_id = OLD.job_id)
BEGIN INSERT OR IGNORE INTO search_changes (version, job_id) SELECT version, OLD.job_id FROM search_version; END;
