/**
 * The one verification of a session token, for both providers: `@clerk/backend`'s
 * `verifyToken` with the PEM public key from the environment (no network call) and the
 * site root as the only authorized party. Clerk's check skips a token without `azp`,
 * so this also requires one: a token minted for no site is no better than another site's.
 */
import { verifyToken } from '@clerk/backend';
import { TokenVerificationError, TokenVerificationErrorReason } from '@clerk/backend/errors';
import { ROLES, type Identity, type Role } from '@chainwork/shared-config';

export type SessionFailure = 'no-key' | 'invalid' | 'expired' | 'wrong-party' | 'incomplete';

export type SessionCheck = { ok: true; identity: Identity; expiresAt: number } | { ok: false; reason: SessionFailure };

export interface VerifyOptions {
  /** PEM public key (SPKI). */
  jwtKey: string | null;
  siteUrl: string;
  moderatorEmails: ReadonlySet<string>;
}

/** Moderators: Clerk's public metadata (`metadata.role` or `metadata.roles` in the token), or the configured list. */
export function rolesOf(claims: Record<string, unknown>, email: string, moderatorEmails: ReadonlySet<string>): Role[] {
  const roles: Role[] = ['employer'];
  const metadata = typeof claims.metadata === 'object' && claims.metadata !== null ? (claims.metadata as Record<string, unknown>) : {};
  const named = [metadata.role, ...(Array.isArray(metadata.roles) ? metadata.roles : [])];
  const fromMetadata = named.includes('moderator');
  if (fromMetadata || moderatorEmails.has(email)) roles.push('moderator');
  return roles.filter((role) => (ROLES as readonly string[]).includes(role));
}

function failureOf(reason: string | undefined): SessionFailure {
  if (reason === TokenVerificationErrorReason.TokenExpired || reason === TokenVerificationErrorReason.TokenNotActiveYet) return 'expired';
  if (reason === TokenVerificationErrorReason.TokenInvalidAuthorizedParties) return 'wrong-party';
  return 'invalid';
}

export async function verifySession(token: string, options: VerifyOptions): Promise<SessionCheck> {
  if (!options.jwtKey) return { ok: false, reason: 'no-key' };
  let claims: Record<string, unknown>;
  try {
    // The package's public verifyToken returns the payload and throws a TokenVerificationError.
    const payload: unknown = await verifyToken(token, { jwtKey: options.jwtKey, authorizedParties: [options.siteUrl] });
    if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' };
    claims = { ...payload };
  } catch (error) {
    return { ok: false, reason: failureOf(error instanceof TokenVerificationError ? error.reason : undefined) };
  }
  if (claims.azp !== options.siteUrl) return { ok: false, reason: 'wrong-party' };
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (typeof claims.sub !== 'string' || claims.sub === '' || !email.includes('@') || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'incomplete' };
  }
  return {
    ok: true,
    identity: { userId: claims.sub, email, roles: rolesOf(claims, email, options.moderatorEmails) },
    expiresAt: claims.exp * 1000,
  };
}
