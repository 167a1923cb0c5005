import type { ChildProcess } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { withSiteAndBrowser, type Lifecycle } from './site-and-browser';

function fakeLifecycle() {
  const events: string[] = [];
  const server = { pid: 1 } as ChildProcess;
  const lifecycle: Lifecycle = {
    launchBrowser: () => {
      events.push('launch');
      return Promise.resolve({ close: () => (events.push('browser closed'), Promise.resolve()) });
    },
    startDevServer: (_configs, port, inspectorPort) => (events.push(`serve ${port}/${inspectorPort}`), server),
    stopDevServer: () => (events.push('server stopped'), Promise.resolve()),
    waitForOk: (url) => (events.push(`wait ${url}`), Promise.resolve()),
    freshPageMicros: () => 0.4,
    exit: vi.fn(),
  };
  return { events, lifecycle };
}

describe('withSiteAndBrowser', () => {
  it('serves on the port with the inspector beside it, waits for the site, and stops both after the work', async () => {
    const { events, lifecycle } = fakeLifecycle();
    const result = await withSiteAndBrowser(
      { port: 8855, stateDir: '/tmp/x' },
      ({ origin, pageFaultUs }) => (events.push(`work ${origin} ${pageFaultUs}`), Promise.resolve('done')),
      lifecycle,
    );
    expect(result).toBe('done');
    expect(events).toEqual([
      'launch',
      'serve 8855/8856',
      'wait http://127.0.0.1:8855/healthz',
      'work http://127.0.0.1:8855 0.4',
      'browser closed',
      'server stopped',
    ]);
  });

  it('stops both when the work throws, and leaves no signal handler behind', async () => {
    const { events, lifecycle } = fakeLifecycle();
    const before = process.listenerCount('SIGINT');
    await expect(
      withSiteAndBrowser({ port: 8849, stateDir: '/tmp/x' }, () => Promise.reject(new Error('boom')), lifecycle),
    ).rejects.toThrow('boom');
    expect(events.slice(-2)).toEqual(['browser closed', 'server stopped']);
    expect(process.listenerCount('SIGINT')).toBe(before);
  });

  it('on Ctrl+C stops both once and exits 130', async () => {
    const { events, lifecycle } = fakeLifecycle();
    let interrupted: Promise<unknown> = Promise.resolve();
    await withSiteAndBrowser(
      { port: 8849, stateDir: '/tmp/x' },
      async () => {
        process.emit('SIGINT');
        interrupted = vi.waitFor(() => expect(lifecycle.exit).toHaveBeenCalledWith(130));
        await interrupted;
      },
      lifecycle,
    );
    expect(events.filter((e) => e === 'server stopped')).toHaveLength(1);
  });
});
