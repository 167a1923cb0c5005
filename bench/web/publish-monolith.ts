import { GATEWAY_CONFIG } from '@chainwork/tooling/lib/paths';
import { withPlatform } from '@chainwork/tooling/lib/platform';
import {
  readBuild,
  readRoutingTable,
  uploadVersion,
  versionOf,
  writeRoutingTable,
  type StoreEnv,
} from '@chainwork/tooling/lib/publish-store';
import { recordPublished } from '@chainwork/tooling/routes/table-ops';
import { SHELL_PACKAGE } from '@chainwork/shared-config/federation';
import { MONOLITH_DIST } from './monolith.config';

/**
 * Uploads the monolithic baseline as a shell-app version that takes no traffic
 * (published, never live); the benchmark reaches it with a version pin, so the gateway
 * serves it exactly as it serves the real shell (same rewriting, config, compression).
 */
export async function publishMonolith(): Promise<string> {
  const files = await readBuild(SHELL_PACKAGE, MONOLITH_DIST);
  const version = versionOf(files);
  await withPlatform<StoreEnv, void>(GATEWAY_CONFIG, async (env) => {
    await uploadVersion(env, SHELL_PACKAGE, version, files);
    await writeRoutingTable(env, recordPublished(await readRoutingTable(env), SHELL_PACKAGE, version, new Date()));
  });
  return version;
}

/** The version the baseline in its folder was (or would be) published as. */
export async function monolithVersion(): Promise<string> {
  return versionOf(await readBuild(SHELL_PACKAGE, MONOLITH_DIST));
}
