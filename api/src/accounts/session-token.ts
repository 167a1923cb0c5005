import { importPKCS8, SignJWT } from 'jose';
import { LOCAL_SESSION_TTL_SECONDS } from '@chainwork/shared-config';

/** The local provider's signing algorithm: Clerk's, so the gateway verifies both alike. */
export const SESSION_ALGORITHM = 'RS256';

export interface SessionClaims {
  userId: string;
  email: string;
  /** The sign-in attempt that opened this session. */
  sessionId: string;
}

// Importing a PEM costs a few milliseconds; one key per isolate is enough.
const keys = new Map<string, Promise<CryptoKey>>();
function signingKey(pem: string): Promise<CryptoKey> {
  let key = keys.get(pem);
  if (!key) {
    key = importPKCS8(pem, SESSION_ALGORITHM);
    keys.set(pem, key);
  }
  return key;
}

/**
 * The local provider's session token: the same shape as Clerk's (sub, sid, azp, iat,
 * nbf, exp) plus the e-mail, signed RS256. `azp` is the site root: the gateway refuses a
 * token minted for another site.
 */
export async function signSessionToken(
  claims: SessionClaims,
  options: { privateKeyPem: string; siteUrl: string; now: Date; ttlSeconds?: number },
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAtS = issuedAt + (options.ttlSeconds ?? LOCAL_SESSION_TTL_SECONDS);
  const token = await new SignJWT({ email: claims.email, sid: claims.sessionId, azp: options.siteUrl })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(options.siteUrl)
    .setAudience(options.siteUrl)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(expiresAtS)
    .sign(await signingKey(options.privateKeyPem));
  return { token, expiresAt: new Date(expiresAtS * 1000) };
}
