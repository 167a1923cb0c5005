/**
 * Where sign-out writes that a session ended: the SESSIONS key-value namespace the gateway
 * reads for every request that carries a valid token (shared-config/src/sessions.ts). A
 * note lives as long as the token it ends could, and no longer.
 */
import { LOCAL_SESSION_TTL_SECONDS, type SessionRef } from '@chainwork/shared-config';
import { endedSessionKey, sessionsEndedKey } from '@chainwork/shared-config/sessions';

export interface EndedSessions {
  /** This one session ends (sign out). */
  end(session: SessionRef, now: Date): Promise<void>;
  /** Every session of the person issued up to now ends (sign out everywhere). */
  endAll(userId: string, now: Date): Promise<void>;
}

/** The one method of a KV binding this uses, so tests can watch it. */
export interface KeyValueWriter {
  put(key: string, value: string, options: { expirationTtl: number }): Promise<void>;
}

/** KV refuses an expiration under 60 seconds. */
const KV_MIN_TTL_SECONDS = 60;

export class KvEndedSessions implements EndedSessions {
  constructor(private readonly kv: KeyValueWriter) {}

  end(session: SessionRef, now: Date): Promise<void> {
    const secondsLeft = Math.ceil((session.expiresAt - now.getTime()) / 1000);
    return this.kv.put(endedSessionKey(session.id), '1', { expirationTtl: Math.max(KV_MIN_TTL_SECONDS, secondsLeft) });
  }

  endAll(userId: string, now: Date): Promise<void> {
    // The longest a token issued before now can live is the local session's lifetime.
    return this.kv.put(sessionsEndedKey(userId), String(Math.floor(now.getTime() / 1000)), { expirationTtl: LOCAL_SESSION_TTL_SECONDS });
  }
}

/** Without a SESSIONS binding nothing can be signed out: say so loudly rather than pretend. */
const missingBinding = () => Promise.reject(new Error('The SESSIONS binding is missing: sessions cannot be ended'));
export const NO_ENDED_SESSIONS: EndedSessions = { end: missingBinding, endAll: missingBinding };
