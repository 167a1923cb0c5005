import { getPlatformProxy } from 'wrangler';
import { platformPersistPath, stateDir } from './paths';

/**
 * Opens the local bindings of one wrangler config (R2, KV, D1) on the shared state
 * folder, runs `work`, and always disposes the proxy.
 */
export async function withPlatform<Env, T>(configPath: string, work: (env: Env) => Promise<T>, dir: string = stateDir()): Promise<T> {
  const proxy = await getPlatformProxy<Env>({ configPath, persist: { path: platformPersistPath(dir) } });
  try {
    return await work(proxy.env);
  } finally {
    await proxy.dispose();
  }
}
