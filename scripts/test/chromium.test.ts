import { describe, expect, it } from 'vitest';
import { APT_INSTALL, chromiumPlan, type ChromiumFacts } from './chromium';

const facts = (f: Partial<ChromiumFacts> & { present?: string[] } = {}): ChromiumFacts => ({
  custom: undefined,
  isRoot: false,
  isDebian: true,
  executable: (file) => (f.present ?? []).includes(file),
  ...f,
});

describe('chromiumPlan: the e2e browser before any suite', () => {
  it("is ready when Debian's Chromium is there", () => {
    expect(chromiumPlan(facts({ present: ['/usr/bin/chromium'] }))).toEqual({ kind: 'ready' });
  });

  it('installs it as root on Debian, the way CI runs', () => {
    expect(chromiumPlan(facts({ isRoot: true }))).toEqual({ kind: 'install', command: APT_INSTALL });
    expect(APT_INSTALL).toBe('apt-get update && apt-get install -y chromium');
  });

  it('otherwise stops with one line naming exactly what to run', () => {
    const debian = chromiumPlan(facts());
    expect(debian).toEqual({
      kind: 'stop',
      line: "Chromium is missing (/usr/bin/chromium); run: sudo sh -c 'apt-get update && apt-get install -y chromium'",
    });
    const other = chromiumPlan(facts({ isDebian: false, isRoot: true }));
    expect(other.kind === 'stop' && other.line).toMatch(/CHROMIUM_PATH=\/path\/to\/chromium npm test$/);
    for (const plan of [debian, other]) expect(plan.kind === 'stop' && plan.line.includes('\n')).toBe(false);
  });

  it('respects CHROMIUM_PATH: used when executable, never replaced by an install when not', () => {
    expect(chromiumPlan(facts({ custom: '/opt/chromium/chrome', present: ['/opt/chromium/chrome'] }))).toEqual({ kind: 'ready' });
    const wrong = chromiumPlan(facts({ custom: '/opt/nothing', isRoot: true, present: ['/usr/bin/chromium'] }));
    expect(wrong).toEqual({
      kind: 'stop',
      line: "CHROMIUM_PATH=/opt/nothing is not an executable Chromium: point it at one, or unset it to use Debian's /usr/bin/chromium.",
    });
  });
});
