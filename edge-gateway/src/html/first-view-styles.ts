import { assetKey, matchRoute, route, type FrontEndPackage } from '@chainwork/shared-config';
import { FIRST_VIEW_STYLES_FILE, isFirstViewStylesTag } from '@chainwork/shared-config/first-view-styles';
import { PublishedTextCache, type TemplateStore } from './template-cache';

/**
 * The remotes whose prebuilt first-view styles a document gets, in this order: the
 * navigation's (its top bar is on every page), then the jobs remote's on the pages whose
 * first view it draws, `/` (its results) and a job page.
 */
export function firstViewStylesPackages(path: string): FrontEndPackage[] {
  const jobsFirst = path === route('home').path || matchRoute(path)?.route.id === 'job';
  return jobsFirst ? ['remote-navigation', 'remote-jobs'] : ['remote-navigation'];
}

/**
 * Remote versions' first-view styles (scripts/build/first-view-styles.ts): the `<style>`
 * tag, read once per version. `null` when the version has none (built before them) or the
 * file is not the one shape the build writes: the page then works exactly as without it.
 */
export class FirstViewStylesCache {
  private readonly files = new PublishedTextCache();

  async get(store: TemplateStore, pkg: FrontEndPackage, version: string): Promise<string | null> {
    const text = await this.files.get(store, assetKey(pkg, version, FIRST_VIEW_STYLES_FILE));
    return text !== null && isFirstViewStylesTag(text) ? text : null;
  }

  /**
   * The tags of `packages` in the versions served, in order, as one string (empty when none):
   * a package without a version served, without the file, or whose read fails adds nothing.
   */
  async forPage(store: TemplateStore, packages: readonly FrontEndPackage[], versions: Partial<Record<string, string>>): Promise<string> {
    const tags = await Promise.all(
      packages.map((pkg) => {
        const version = versions[pkg];
        return version ? this.get(store, pkg, version).catch(() => null) : null;
      }),
    );
    return tags.filter((tag) => tag !== null).join('');
  }
}
