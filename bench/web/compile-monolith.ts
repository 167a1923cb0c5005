/**
 * `node --import tsx/esm bench/web/compile-monolith.ts`: builds the monolithic
 * baseline in a plain Node process (scripts/lib/plain-node-build.ts says why).
 */
import { runBuild } from '@chainwork/tooling/lib/plain-node-build';
import { monolithConfig } from './monolith.config';

await runBuild(monolithConfig());
