/**
 * The one verification of a session token, for both providers: `@clerk/backend`'s
 * `verifyToken` with the PEM public key from the environment (no network call), the site
 * root as the only authorized party and the provider as the only issuer (Clerk refuses any
 * other `iss`, a missing one too); then the site root as the audience. Clerk's checks skip a
 * token without `azp` or `aud`, so this requires both itself: a token minted for no site is no
 * better than another site's. A token also needs its session id
 * (`sid`) and issue time (`iat`), which sign-out uses to end it.
 */
import { verifyToken } from '@clerk/backend';
import { TokenVerificationError, TokenVerificationErrorReason } from '@clerk/backend/errors';
import { ROLES, type Identity, type Role, type SessionRef } from '@chainwork/shared-config';

export type SessionFailure = 'no-key' | 'invalid' | 'expired' | 'wrong-party' | 'wrong-issuer' | 'incomplete' | 'ended';

export type SessionCheck =
  { ok: true; identity: Identity & { session: SessionRef }; expiresAt: number; issuedAt: number } | { ok: false; reason: SessionFailure };

export interface VerifyOptions {
  /** PEM public key (SPKI). */
  jwtKey: string | null;
  siteUrl: string;
  /** The provider's `iss`: the site root for the local provider, Clerk's Frontend API URL for Clerk. */
  issuer: string;
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
  if (reason === TokenVerificationErrorReason.TokenInvalidIssuer) return 'wrong-issuer';
  return 'invalid';
}

export async function verifySession(token: string, options: VerifyOptions): Promise<SessionCheck> {
  if (!options.jwtKey) return { ok: false, reason: 'no-key' };
  let claims: Record<string, unknown>;
  try {
    // The package's public verifyToken returns the payload and throws a TokenVerificationError.
    const payload: unknown = await verifyToken(token, {
      jwtKey: options.jwtKey,
      authorizedParties: [options.siteUrl],
      issuer: options.issuer,
    });
    if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' };
    claims = { ...payload };
  } catch (error) {
    return { ok: false, reason: failureOf(error instanceof TokenVerificationError ? error.reason : undefined) };
  }
  if (claims.azp !== options.siteUrl || !audienceIncludes(claims.aud, options.siteUrl)) return { ok: false, reason: 'wrong-party' };
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const { sub, sid, exp, iat } = claims;
  if (typeof sub !== 'string' || sub === '' || !email.includes('@') || typeof exp !== 'number' || typeof iat !== 'number') {
    return { ok: false, reason: 'incomplete' };
  }
  if (typeof sid !== 'string' || sid === '') return { ok: false, reason: 'incomplete' };
  return {
    ok: true,
    identity: { userId: sub, email, roles: rolesOf(claims, email, options.moderatorEmails), session: { id: sid, expiresAt: exp * 1000 } },
    expiresAt: exp * 1000,
    issuedAt: iat,
  };
}

/** `aud` is a string or a list of them (RFC 7519); either way it must name this site. */
function audienceIncludes(aud: unknown, audience: string): boolean {
  return aud === audience || (Array.isArray(aud) && aud.includes(audience));
}
