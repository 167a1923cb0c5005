/**
 * The benchmark's api Worker (`wrangler.bench.jsonc`, started only by the benchmarks):
 * the production api (its tRPC procedures and its plain routes: the feeds, the public API)
 * plus the `bench.*` procedures, so production carries none of them.
 */
import { createApiApp } from '../http/app';
import { plainRoutes } from '../http/plain-routes';
import { benchAppRouter } from './router';

const app = createApiApp(benchAppRouter);
app.route('/', plainRoutes());

export default app;
