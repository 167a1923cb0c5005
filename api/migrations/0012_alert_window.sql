-- Job alerts' window index (api README, "Alerts benchmark"): the search documents of only
-- the jobs an alert run can mail, rebuilt by each run's scheduler before it queues the
-- digests (alerts/run/window-index.ts). A digest's MATCH then reads doclists of a day or a
-- week of jobs instead of the whole board's: the same documents, tokenizer and prefix
-- indexes as job_search, so the same MATCH expressions give the same matches. Contentless
-- without per-row deletes: a run empties it whole ('delete-all') and refills it.
CREATE VIRTUAL TABLE job_search_window USING fts5(
  title, company, tags, body, facets,
  content = '',
  tokenize = "unicode61 remove_diacritics 2 tokenchars '_'",
  prefix = '2 3'
);

-- What job_search_window holds: the jobs published when it was built with
-- floor_id < id <= ceiling_id. One row; none before the first run (every digest then uses
-- job_search). An alert whose cursor is below floor_id (paused for weeks, say) is searched in
-- job_search; every digest stops at ceiling_id, and the alert's cursor moves to it, so a job
-- posted during a run waits for the next one instead of being skipped.
CREATE TABLE alert_search_window (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  floor_id   INTEGER NOT NULL,
  ceiling_id INTEGER NOT NULL,
  built_at   INTEGER NOT NULL
);
