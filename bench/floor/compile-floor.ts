/**
 * `node --import tsx/esm bench/floor/compile-floor.ts`: builds the reference pages'
 * scripts in a plain Node process (scripts/lib/plain-node-build.ts says why).
 */
import { runBuild } from '@chainwork/tooling/lib/plain-node-build';
import { floorConfig } from './floor.config';

await runBuild(floorConfig());
