-- The search index without word positions: FTS5 `detail = 'column'` keeps, for each word of
-- each job, the columns it is in, not where in them. Every search asks only whether a job holds
-- each word, and in which column (the relevance tiers: the title; title, company or tags; the
-- facet tokens' column): search terms are single words (query-text.ts splits the text where the
-- index does), so no phrase or NEAR query needs the positions. On the benchmark's 100,000 jobs
-- the index takes 115 MB instead of 243 MB, is built and merged in 0.6-0.7 of the time, and a
-- search reads it as fast (docs/performance.md, "The search index without word positions").
--
-- Rebuilt from job_search_documents, as migration 0002 built it: the same rows, the same
-- tokenizer and prefix indexes; the triggers of 0002 write to the new table by its name.
DROP TABLE job_search;

CREATE VIRTUAL TABLE job_search USING fts5(
  title, company, tags, body, facets,
  content = '', contentless_delete = 1, detail = 'column',
  tokenize = "unicode61 remove_diacritics 2 tokenchars '_'",
  prefix = '2 3'
);

INSERT INTO job_search (rowid, title, company, tags, body, facets)
SELECT id, title, company, tags, body, facets FROM job_search_documents;

-- One segment, as a seed leaves it (api/src/seed/clear.ts): a query then reads each word's doclist once.
INSERT INTO job_search (job_search) VALUES ('optimize');
