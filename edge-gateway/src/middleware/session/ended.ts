/** Whether a verified token's session was ended by sign-out or "sign out everywhere" (shared-config/src/sessions.ts). */
import {
  endedBySignOutEverywhere,
  endedSessionKey,
  SESSION_END_PROPAGATION_SECONDS,
  sessionsEndedKey,
} from '@chainwork/shared-config/sessions';
import type { SessionCheck } from '../../auth/verify-session';

/** The one method of the SESSIONS binding read here, so a test can pass a plain map. */
export interface EndedSessionsReader {
  get(key: string, options: { cacheTtl: number }): Promise<string | null>;
}

export async function isEnded(kv: EndedSessionsReader, check: Extract<SessionCheck, { ok: true }>): Promise<boolean> {
  // KV keeps a read at the edge for cacheTtl: the minute a sign-out may take to reach every request anyway.
  const options = { cacheTtl: SESSION_END_PROPAGATION_SECONDS };
  const [one, everywhere] = await Promise.all([
    kv.get(endedSessionKey(check.identity.session.id), options),
    kv.get(sessionsEndedKey(check.identity.userId), options),
  ]);
  if (one !== null) return true;
  const endedUpTo = everywhere === null ? null : Number(everywhere);
  return endedBySignOutEverywhere(check.issuedAt, Number.isFinite(endedUpTo) ? endedUpTo : null);
}
