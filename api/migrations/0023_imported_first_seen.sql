-- Imported jobs were written as first seen at their import's clock, while their Date (posted_at)
-- is the newest Date on the board when that is later (ids follow Date), which another import
-- running beside it makes a few milliseconds later. The job page shows "Reposted" wherever the
-- two differ, so those new jobs read as reposts of themselves. New jobs are now first seen at the
-- Date they get (imports/pipeline/new-jobs.ts); this repairs the rows written before. A real repost
-- comes back after its role closed, which takes two fetches without it: never within a minute of
-- its first listing, while the gap left by an import beside it is that import's own few seconds
-- at most.
UPDATE jobs SET first_seen_at = posted_at
WHERE origin = 'imported' AND first_seen_at < posted_at AND posted_at - first_seen_at < 60000;
