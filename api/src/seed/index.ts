/** The seed: realistic fictional jobs for local runs, tests and benchmarks. */
export { generateJobs, SEED_WINDOW_MS, type GenerateJobsOptions, type SeedJob } from './generate';
export { insertJobs, type InsertJobsOptions } from './insert';
export { sampleJob } from './sample';
export { optimizeSearchIndex, removeAllJobs } from './clear';
export { COMPANIES, type Company } from './companies';
export { ROLES, type Role } from './roles';
export { SKILL_TAGS } from './tags';
export type { SqlDatabase, SqlStatement } from '../db/database';
export { mulberry32, type Random } from './prng';
export { slugify } from './slug';
