/**
 * `node --import tsx/esm scripts/bench-web/compile-monolith.ts`: builds the monolithic
 * baseline in a plain Node process (scripts/lib/plain-node-build.ts says why).
 */
import { runBuild } from '../lib/plain-node-build';
import { monolithConfig } from './monolith.config';

await runBuild(monolithConfig());
