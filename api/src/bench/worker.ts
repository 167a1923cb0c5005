/**
 * The benchmark's api Worker (`wrangler.bench.jsonc`, started only by `npm run bench:search`):
 * the production api plus the `bench.*` procedures, so production carries none of them.
 */
import { createApiApp } from '../http/app';
import { benchAppRouter } from './router';

export default createApiApp(benchAppRouter);
