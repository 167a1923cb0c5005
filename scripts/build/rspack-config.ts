/**
 * The one rspack configuration every front-end package builds with. A package's
 * `rspack.config.ts` only says who it is (`federatedConfig({ pkg, kind })`); what the
 * federation contract needs (container names, exposes, shared singletons, loaded-first)
 * comes from shared-config, so the four builds cannot drift apart.
 */
import path from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  REMOTES,
  REMOTE_ENTRY_FILE,
  SHARE_STRATEGY,
  SHELL_PACKAGE,
  SHELL_TEMPLATE_FILE,
  type FrontEndPackage,
  type RemoteName,
} from '@chainwork/shared-config/federation';
import { distDir, packageDir } from './paths';
import { PreloadStartupPlugin } from './preload-startup';
import { sharedDependencies, vendorImplAliases } from './shared-deps';
import { federationRuntimeEsmAliases } from './federation-runtime-esm';
import { firstViewStylesPlugin } from './first-view-styles';

export type FrontEndKind = 'host' | 'remote';

export interface FederatedConfigOptions {
  pkg: FrontEndPackage;
  kind: FrontEndKind;
  /** Host entry, relative to the package; registers remotes, then imports the bootstrap. */
  entry?: string;
  /** Host HTML template, relative to the package. */
  template?: string;
  /** Values the host template reads as `<%= name %>`; the caller escapes them for their place. */
  templateParameters?: Record<string, string>;
  /** A remote's prebuilt first-view styles (first-view-styles.ts), emitted as FIRST_VIEW_STYLES_FILE. */
  firstViewStyles?: string;
}

/** The host's container name; it exposes nothing, so no remote ever refers to it. */
export const HOST_CONTAINER_NAME = 'shell';
export { REMOTE_ENTRY_FILE };
const HASHED = '[name].[contenthash:8]';
/** The magic comment that marks a whole script for eager compilation (it must be the file's first line). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The container a remote package builds, from the contract in shared-config. */
export function remoteOf(pkg: FrontEndPackage): { name: RemoteName; exposes: Record<string, string> } {
  const found = (Object.entries(REMOTES) as [RemoteName, (typeof REMOTES)[RemoteName]][]).find(([, r]) => r.package === pkg);
  if (!found) throw new Error(`${pkg} is not a remote in REMOTES (shared-config/src/federation/contract.ts)`);
  const [name, remote] = found;
  // './TopBar' is implemented by 'src/exposes/TopBar.tsx': one folder holds each remote's public face.
  const exposes = Object.fromEntries(remote.exposes.map((key) => [key, `./src/exposes/${key.slice(2)}`]));
  return { name, exposes };
}

/** The global a remote entry assigns its container to, unique to this product. */
export function globalNameOf(containerName: string): string {
  return `chainwork_${containerName}`;
}

/** TypeScript (and TSX) through SWC, as every front end is compiled. */
export function swcRule(test: RegExp, tsx: boolean): RuleSetRule {
  return {
    test,
    // Workspace packages (shared-config) resolve to their real path, outside node_modules,
    // so their TS source is compiled here too.
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
    type: 'javascript/auto',
  };
}

export function federatedConfig(options: FederatedConfigOptions): Configuration {
  const { pkg, kind } = options;
  if (kind === 'host' && pkg !== SHELL_PACKAGE) throw new Error(`Only ${SHELL_PACKAGE} is a host`);
  const context = packageDir(pkg);
  const remote = kind === 'remote' ? remoteOf(pkg) : null;
  const containerName = remote?.name ?? HOST_CONTAINER_NAME;

  const federation = new ModuleFederationPlugin({
    name: containerName,
    ...(remote
      ? {
          filename: REMOTE_ENTRY_FILE,
          exposes: remote.exposes,
          // The entry's global must not be the bare container name: `window.navigation` is
          // the browser's read-only Navigation API, so a remote named `navigation` would
          // silently fail to register. The manifest tells hosts the real global name.
          library: { type: 'global', name: globalNameOf(remote.name) },
          // One federation runtime per page: a remote takes the shell's (~17 KB gzip less per
          // remote entry). The cost: a remote built so runs only inside a host that provides the
          // runtime, so a shell must be built with it before such remotes go live.
          experiments: {
            externalRuntime: true,
            // A remote consumes no remotes of its own (the shell composes the page), so the
            // bundler runtime's remote loading is dead code in it.
            optimization: { target: 'web', disableRemote: true },
          },
        }
      : { remotes: {}, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }),
    shared: sharedDependencies(context, { provide: kind === 'host' }),
    // With 'version-first' one missing remote blanks the page (docs/stack-notes.md#module-federation-share-strategy).
    shareStrategy: SHARE_STRATEGY,
    dts: false,
    manifest: true,
  });

  const plugins: Configuration['plugins'] = [
    federation,
    // V8's explicit compile hint: compile every function of the file while it downloads, on a
    // background thread, instead of each on its first call on the main thread (Chromium 136+;
    // elsewhere a plain comment). A first page calls most of the code it loads; at 4x CPU
    // slowdown this halved the main thread's blocking time on `/` (README, first load).
    // Added after minification (which would drop the comment) and before the content hashes.
    new rspack.BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }),
  ];
  if (options.firstViewStyles !== undefined) plugins.push(firstViewStylesPlugin(options.firstViewStyles));
  if (kind === 'host') {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(context, options.template ?? SHELL_TEMPLATE_FILE),
        filename: SHELL_TEMPLATE_FILE,
        inject: 'body',
        templateParameters: options.templateParameters ?? {},
        scriptLoading: 'defer',
      }),
      new PreloadStartupPlugin(),
    );
  }

  return {
    name: pkg,
    mode: 'production',
    context,
    target: ['web', 'es2020'],
    devtool: false,
    // A remote has no page of its own: the MF plugin adds its container entry.
    entry: kind === 'host' ? { main: options.entry ?? './src/index.ts' } : {},
    output: {
      path: distDir(pkg),
      // 'auto': chunks load relative to the script that asked for them, so the same
      // build works under any /_mf/<package>/<version>/ prefix.
      publicPath: 'auto',
      filename: `${HASHED}.js`,
      chunkFilename: `${HASHED}.js`,
      cssFilename: `${HASHED}.css`,
      cssChunkFilename: `${HASHED}.css`,
      assetModuleFilename: `${HASHED}[ext]`,
      uniqueName: globalNameOf(containerName),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...federationRuntimeEsmAliases(kind), ...vendorImplAliases(context) },
    },
    module: {
      rules: [
        swcRule(/\.tsx$/, true),
        swcRule(/\.[cm]?ts$/, false),
        { test: /\.css$/, type: 'css' },
        { test: /\.(woff2?|ttf|otf|eot)$/, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset' },
      ],
    },
    plugins,
    // Every shared module is an async chunk of its own, and the small modules several of them
    // import (emotion's helpers, shared-config's constants, the deep merge) were copied into
    // each below the default 20 KB minimum for a chunk of their own: ~4 KB gzip twice over on
    // a first page. At 10 KB they get common chunks, with no more requests than before.
    optimization: { splitChunks: { minSize: 10_000 } },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}
