-- The salary sort walks salary bands from the highest salary down (api/src/search/pages/
-- salary.ts); this index makes "the highest salary" one lookup instead of a scan.
CREATE INDEX jobs_by_salary ON jobs (numeric_salary);
