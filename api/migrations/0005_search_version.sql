-- A counter of changes to the search index, so an exact total counted once can be served
-- again while nothing changed (api/src/search/total.ts): the page's batch reads the
-- counter and the live window's first id, and counts only when either moved.
CREATE TABLE search_version (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO search_version (id, version) VALUES (1, 0);

-- Every write that can change what the index holds (migration 0002's triggers). A bulk
-- writer (insertJobs) skips the per-row bumps with migration 0003's flag and bumps once.
CREATE TRIGGER search_version_description_added AFTER INSERT ON job_descriptions
WHEN NOT EXISTS (SELECT 1 FROM search_terms_deferred)
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_description_changed AFTER UPDATE ON job_descriptions
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_description_removed AFTER DELETE ON job_descriptions
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_job_changed
AFTER UPDATE OF title, company, company_slug, employment_type, seniority, standardized_location, numeric_salary, status ON jobs
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_job_removed AFTER DELETE ON jobs
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_tag_added AFTER INSERT ON job_tags
WHEN NOT EXISTS (SELECT 1 FROM search_terms_deferred)
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_tag_changed AFTER UPDATE ON job_tags
BEGIN UPDATE search_version SET version = version + 1; END;

CREATE TRIGGER search_version_tag_removed AFTER DELETE ON job_tags
BEGIN UPDATE search_version SET version = version + 1; END;
