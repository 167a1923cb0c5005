/**
 * Is the sender a person? Cloudflare Turnstile decides: the browser's widget produces a
 * token, and the secret key checks it at Cloudflare's siteverify endpoint. With one of the
 * documented test secrets (local runs, tests), no network call is made: the always-pass
 * secret accepts exactly the test widget's dummy token, the always-fail one accepts nothing.
 */
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRETS, TURNSTILE_VERIFY_URL } from '@chainwork/shared-config/content';

export interface HumanCheck {
  verify(token: string, clientIp?: string): Promise<boolean>;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The real check, at Cloudflare. Any failure to get an answer counts as "not verified". */
export class TurnstileSiteverify implements HumanCheck {
  constructor(
    private readonly secret: string,
    private readonly fetcher: Fetch = (input, init) => fetch(input, init),
  ) {}

  async verify(token: string, clientIp?: string): Promise<boolean> {
    const body = new FormData();
    body.set('secret', this.secret);
    body.set('response', token);
    if (clientIp) body.set('remoteip', clientIp);
    try {
      const response = await this.fetcher(TURNSTILE_VERIFY_URL, { method: 'POST', body });
      if (!response.ok) return false;
      const outcome = (await response.json()) as { success?: unknown };
      return outcome.success === true;
    } catch (error) {
      console.error('[api] Turnstile siteverify failed:', error);
      return false;
    }
  }
}

/** The documented test secrets' behaviour, offline. */
export class TurnstileTestSecret implements HumanCheck {
  constructor(private readonly passes: boolean) {}

  verify(token: string): Promise<boolean> {
    return Promise.resolve(this.passes && token === TURNSTILE_DUMMY_TOKEN);
  }
}

/**
 * The check a secret calls for: a test secret stays offline, anything else asks Cloudflare.
 * No secret at all fails closed: a deployment without one must not let every token through.
 */
export function humanCheckFor(secret: string | undefined): HumanCheck {
  if (!secret) {
    console.error('[api] TURNSTILE_SECRET_KEY is not set: every human check fails');
    return new TurnstileTestSecret(false);
  }
  if (secret === TURNSTILE_TEST_SECRETS.pass) return new TurnstileTestSecret(true);
  if (secret === TURNSTILE_TEST_SECRETS.fail) return new TurnstileTestSecret(false);
  return new TurnstileSiteverify(secret);
}

/**
 * humanCheckFor(secret), made when a request first checks a human: every other request
 * (all reads) never looks at the secret, so a deployment without one logs it where it
 * matters, once per feedback sent, not on every request.
 */
export function lazyHumanCheck(secret: string | undefined): HumanCheck {
  let check: HumanCheck | undefined;
  return { verify: (token, clientIp) => (check ??= humanCheckFor(secret)).verify(token, clientIp) };
}
