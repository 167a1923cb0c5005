/**
 * Version pins (overrides) for testing: `<package>@<version>` pairs, from the
 * `x-chainwork-pin` header or the `cw_pin` cookie (the header wins per package). A pin
 * can name any published version, also one at 0%; whether it is published is checked
 * against the routing table by chooseVersions.
 */
import { FRONT_END_PACKAGES, VERSION_PATTERN, VERSION_PIN_HEADER } from '@chainwork/shared-config';

export type Pins = Partial<Record<string, string>>;

/** Pairs are separated by `+`, `,` or whitespace (a cookie value may not hold a comma). */
const SEPARATORS = /[+,\s]+/;
/** More would only be noise: there are four front-end packages. */
const MAX_PAIRS = 8;

export function parsePins(raw: string | null | undefined): Pins {
  const pins: Pins = {};
  if (!raw) return pins;
  for (const pair of raw.split(SEPARATORS).slice(0, MAX_PAIRS)) {
    const at = pair.indexOf('@');
    if (at <= 0) continue;
    const pkg = pair.slice(0, at);
    const version = pair.slice(at + 1);
    if (FRONT_END_PACKAGES.includes(pkg as never) && VERSION_PATTERN.test(version)) pins[pkg] = version;
  }
  return pins;
}

export function readPins(headers: Headers, cookieValue: string | undefined): Pins {
  return { ...parsePins(cookieValue), ...parsePins(headers.get(VERSION_PIN_HEADER)) };
}

/** The cookie or header value that pins these versions. */
export function formatPins(pins: Record<string, string>): string {
  return Object.entries(pins)
    .map(([pkg, version]) => `${pkg}@${version}`)
    .join('+');
}
