import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';

/**
 * A copy of the api's wrangler config whose D1 binding is marked `remote: true`, so that
 * getPlatformProxy hands out the production database (through the account wrangler is
 * logged in to) instead of the local one. Written to a temporary folder; the repository's
 * config stays as it is.
 */
export function remoteD1Config(config: {
  name?: string;
  compatibility_date?: string;
  compatibility_flags?: string[];
  d1_databases: Array<{ binding: string; database_name?: string; database_id?: string }>;
}): Record<string, unknown> {
  if (!config.d1_databases.length) throw new Error('The api config has no D1 database');
  return {
    name: config.name,
    compatibility_date: config.compatibility_date,
    compatibility_flags: config.compatibility_flags,
    d1_databases: config.d1_databases.map(({ binding, database_name, database_id }) => ({
      binding,
      database_name,
      database_id,
      remote: true,
    })),
  };
}

export async function writeRemoteD1Config(apiConfigPath: string): Promise<string> {
  const config = unstable_readConfig({ config: apiConfigPath });
  const dir = await mkdtemp(path.join(tmpdir(), 'chainwork-content-'));
  const file = path.join(dir, 'wrangler.json');
  await writeFile(file, JSON.stringify(remoteD1Config(config), null, 2));
  return file;
}
