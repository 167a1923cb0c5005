import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { CHROMIUM_PATH, DEBIAN_CHROMIUM } from '../lib/chromium';

/**
 * The e2e suite runs in Debian's Chromium (Playwright's own browser download is never
 * used). Before any suite, `npm test` makes sure it is there: it installs it when it can
 * (root on Debian, as CI is), or stops with one line saying exactly what to run.
 */
export interface ChromiumFacts {
  /** CHROMIUM_PATH, when the visitor chose another Chromium. */
  custom: string | undefined;
  executable: (file: string) => boolean;
  isRoot: boolean;
  isDebian: boolean;
}

export type ChromiumPlan = { kind: 'ready' } | { kind: 'install'; command: string } | { kind: 'stop'; line: string };

export const APT_INSTALL = 'apt-get update && apt-get install -y chromium';

export function chromiumPlan({ custom, executable, isRoot, isDebian }: ChromiumFacts): ChromiumPlan {
  if (custom) {
    return executable(custom)
      ? { kind: 'ready' }
      : {
          kind: 'stop',
          line: `CHROMIUM_PATH=${custom} is not an executable Chromium: point it at one, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
        };
  }
  if (executable(DEBIAN_CHROMIUM)) return { kind: 'ready' };
  if (isDebian && isRoot) return { kind: 'install', command: APT_INSTALL };
  if (isDebian) return { kind: 'stop', line: `Chromium is missing (${DEBIAN_CHROMIUM}); run: sudo sh -c '${APT_INSTALL}'` };
  return {
    kind: 'stop',
    line: `Chromium is missing (${DEBIAN_CHROMIUM}); install Chromium and run: CHROMIUM_PATH=/path/to/chromium npm test`,
  };
}

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Makes sure the e2e browser is there; returns the one line to print when it is not. */
export function ensureChromium(): string | null {
  const plan = chromiumPlan({
    custom: process.env.CHROMIUM_PATH || undefined,
    executable: isExecutable,
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
  });
  if (plan.kind === 'ready') return null;
  if (plan.kind === 'stop') return plan.line;
  console.log(`--- Chromium is missing (${DEBIAN_CHROMIUM}); installing Debian's: ${plan.command}`);
  const result = spawnSync('sh', ['-c', plan.command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status === 0 && isExecutable(CHROMIUM_PATH)) return null;
  return `Installing Chromium failed; run as root: ${APT_INSTALL}`;
}
