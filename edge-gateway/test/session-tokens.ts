/**
 * Session tokens for tests: an RS256 key pair like the local provider's (or a Clerk
 * instance's), and tokens shaped like the ones each provider issues.
 */
import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export interface TestKeys {
  privateKey: CryptoKey;
  publicPem: string;
}

export async function testKeys(): Promise<TestKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { privateKey, publicPem: await exportSPKI(publicKey) };
}

export const nowS = () => Math.floor(Date.now() / 1000);

/** The test Clerk instance's Frontend API URL (the `iss` of its tokens). */
export const CLERK_ISSUER = 'https://clerk.chainwork.example';

/** A token like the local provider's, valid for an hour unless the claims say otherwise. */
export function localToken(keys: TestKeys, site: string, claims: JWTPayload = {}): Promise<string> {
  const iat = nowS();
  return new SignJWT({
    sub: 'usr_1',
    email: 'ada@example.com',
    sid: 'sess_1',
    azp: site,
    aud: site,
    iss: site,
    iat,
    nbf: iat,
    exp: iat + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(keys.privateKey);
}

/** A token shaped like Clerk's session token with the customization docs/deployment.md asks for (email, metadata). */
export function clerkToken(keys: TestKeys, site: string, claims: JWTPayload = {}): Promise<string> {
  const iat = nowS();
  return new SignJWT({
    sub: 'user_2RfWKJREkjKbHZy0Wqa5qrHeAnb',
    sid: 'sess_2Ro7e2IxrffdqBboq8KfB6eGbIy',
    azp: site,
    // Clerk's session tokens carry no `aud` by default: the customization adds it (README).
    aud: site,
    iss: CLERK_ISSUER,
    iat,
    nbf: iat - 10,
    exp: iat + 60,
    v: 2,
    email: 'Grace@Example.com',
    metadata: { role: 'moderator' },
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'ins_2abc' })
    .sign(keys.privateKey);
}
