import { IDENTITY_HEADERS, ROLES, type Identity, type Role } from '@chainwork/shared-config';

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
  return { userId, email, roles };
}

export function hasRole(identity: Identity | null, role: Role): boolean {
  return identity?.roles.includes(role) ?? false;
}
