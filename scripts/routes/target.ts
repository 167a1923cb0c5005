/**
 * Which store a command acts on: `--local` or `--remote` when given; otherwise Cloudflare
 * when its credentials are in the environment, the local state when not.
 */
import { UsageError, type RoutesInvocation } from './args';

export function hasCloudflareCredentials(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!env.CLOUDFLARE_API_TOKEN && !!env.CLOUDFLARE_ACCOUNT_ID;
}

export function resolveTarget(target: RoutesInvocation['target'], env: NodeJS.ProcessEnv = process.env): 'local' | 'remote' {
  if (target === 'remote' && !hasCloudflareCredentials(env)) {
    throw new UsageError('--remote needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in the environment.');
  }
  if (target !== 'auto') return target;
  return hasCloudflareCredentials(env) ? 'remote' : 'local';
}
