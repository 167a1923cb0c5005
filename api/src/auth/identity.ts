import { IDENTITY_HEADERS, ROLES, type Identity, type Role, type SessionRef } from '@chainwork/shared-config';

/**
 * The identity the gateway verified, read from its headers; null for an anonymous
 * request. A header set that is incomplete or malformed counts as anonymous: the
 * gateway always sends all three or none.
 */
export function identityFromHeaders(headers: Headers): Identity | null {
  const userId = headers.get(IDENTITY_HEADERS.userId)?.trim();
  const email = headers.get(IDENTITY_HEADERS.email)?.trim().toLowerCase();
  const rolesHeader = headers.get(IDENTITY_HEADERS.roles);
  if (!userId || !email || rolesHeader === null) return null;
  const roles = [...new Set(rolesHeader.split(',').map((r) => r.trim()))].filter((r): r is Role =>
    (ROLES as readonly string[]).includes(r),
  );
  if (!roles.includes('employer')) roles.unshift('employer');
  const session = sessionFromHeaders(headers);
  return session ? { userId, email, roles, session } : { userId, email, roles };
}

/** The session the gateway verified the token of (its id and expiry), when it says so. */
function sessionFromHeaders(headers: Headers): SessionRef | null {
  const id = headers.get(IDENTITY_HEADERS.sessionId)?.trim();
  const expiresAt = Number(headers.get(IDENTITY_HEADERS.sessionExpiresAt));
  return id && Number.isSafeInteger(expiresAt) && expiresAt > 0 ? { id, expiresAt } : null;
}

export function hasRole(identity: Identity | null, role: Role): boolean {
  return identity?.roles.includes(role) ?? false;
}
