/**
 * Devices that have signed in as an address (migration 0014): a random token in an HttpOnly
 * cookie, its SHA-256 here. Asking for a sign-in mail from a known device is not held by the
 * per-address limit that a flood from many networks can use up (SIGN_IN_RATE_LIMITS).
 */
import { SIGN_IN_DEVICE_TTL_DAYS } from '@chainwork/shared-config/sessions';
import type { SqlDatabase } from '../db/database';
import { sha256Hex } from '@chainwork/shared-config/sha256';
import { randomToken } from './secrets';
import { DAY_MS } from '@chainwork/shared-config/time';

const DEVICE_TTL_MS = SIGN_IN_DEVICE_TTL_DAYS * DAY_MS;
const deviceHash = (token: string) => sha256Hex(`device:${token}`);
/** A token as randomToken() makes them (32 bytes, base64url); anything else is not looked up. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function isKnownDevice(db: SqlDatabase, email: string, token: string | null, now: number): Promise<boolean> {
  if (!token || !DEVICE_TOKEN.test(token)) return false;
  const row = await db
    .prepare('SELECT 1 AS known FROM sign_in_devices WHERE email = ?1 AND device_hash = ?2 AND last_used_at > ?3')
    .bind(email, await deviceHash(token), now - DEVICE_TTL_MS)
    .first<{ known: number }>();
  return row !== null;
}

/**
 * Records that this device signed in as the address, and returns the token for its cookie:
 * the device's own when it had a sound one (one device, one token for all its addresses),
 * else a new one. Entries unused for the device lifetime are dropped on the way.
 */
export async function rememberDevice(db: SqlDatabase, email: string, token: string | null, now: number): Promise<string> {
  const kept = token && DEVICE_TOKEN.test(token) ? token : randomToken();
  await db.batch([
    db
      .prepare(
        `INSERT INTO sign_in_devices (email, device_hash, last_used_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (email, device_hash) DO UPDATE SET last_used_at = excluded.last_used_at`,
      )
      .bind(email, await deviceHash(kept), now),
    db.prepare('DELETE FROM sign_in_devices WHERE last_used_at <= ?1').bind(now - DEVICE_TTL_MS),
  ]);
  return kept;
}
