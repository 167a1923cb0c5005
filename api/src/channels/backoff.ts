import { CHANNEL_RETRY_BASE_SECONDS, CHANNEL_RETRY_MAX_SECONDS } from '@chainwork/shared-config/channels';

/** Seconds before the next try after `failures` failed sends: 30 s, 60 s, 120 s, ... up to an hour. */
export function backoffSeconds(failures: number): number {
  return Math.min(CHANNEL_RETRY_MAX_SECONDS, CHANNEL_RETRY_BASE_SECONDS * 2 ** Math.max(0, failures - 1));
}
