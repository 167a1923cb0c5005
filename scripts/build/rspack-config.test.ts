import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, type RemoteName } from '@chainwork/shared-config/federation';
import { federatedConfig, globalNameOf, remoteOf } from './rspack-config';
import { packageDir } from './paths';

const remoteNames = Object.keys(REMOTES) as RemoteName[];

describe('remoteOf', () => {
  it.each(remoteNames)('maps every module %s exposes to a file under src/exposes/ that exists', (name) => {
    const { package: pkg } = REMOTES[name];
    const { name: container, exposes } = remoteOf(pkg);
    expect(container).toBe(name);
    expect(Object.keys(exposes)).toEqual([...REMOTES[name].exposes]);
    for (const file of Object.values(exposes)) {
      const base = path.join(packageDir(pkg), file);
      expect(existsSync(`${base}.tsx`) || existsSync(`${base}.ts`), `${pkg}: ${file}`).toBe(true);
    }
  });

  it('refuses a package that is not a remote', () => {
    expect(() => remoteOf('shell-app')).toThrow(/not a remote/);
  });
});

describe('federatedConfig', () => {
  it('builds a remote with hashed chunks, a relative public path and no page entry', () => {
    const config = federatedConfig({ pkg: 'remote-jobs', kind: 'remote' });
    expect(config.mode).toBe('production');
    expect(config.entry).toEqual({});
    expect(config.output).toMatchObject({
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      path: path.join(packageDir('remote-jobs'), 'dist'),
      uniqueName: 'chainwork_jobs',
    });
    expect(config.plugins?.map((p) => p?.constructor.name)).toEqual(['ModuleFederationPlugin', 'BannerPlugin']);
  });

  it('builds the host with its entry and the HTML template', () => {
    const config = federatedConfig({ pkg: 'shell-app', kind: 'host', entry: './src/index.ts', template: 'index.html' });
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.plugins?.map((p) => p?.constructor.name)).toEqual([
      'ModuleFederationPlugin',
      'BannerPlugin',
      'HtmlRspackPlugin',
      'PreloadStartupPlugin',
    ]);
  });

  it('allows only the shell to be a host', () => {
    expect(() => federatedConfig({ pkg: 'remote-jobs', kind: 'host' })).toThrow(/Only shell-app/);
  });

  it('never names a remote global after a browser API (window.navigation)', () => {
    expect(globalNameOf('navigation')).toBe('chainwork_navigation');
    expect(globalNameOf('navigation') in globalThis).toBe(false);
  });
});
