import { assetKey, matchRoute, route, type FrontEndPackage } from '@chainwork/shared-config';
import { FIRST_VIEW_STYLES_FILE, isFirstViewStylesTag } from '@chainwork/shared-config/first-view-styles';
import { PublishedTextCache, type TemplateStore } from './template-cache';

/**
 * The remote whose prebuilt first-view styles a document gets, by route: the jobs remote
 * draws the first view of `/` (its results) and of a job page. Other pages get none.
 */
export function firstViewStylesPackage(path: string): FrontEndPackage | null {
  if (path === route('home').path || matchRoute(path)?.route.id === 'job') return 'remote-jobs';
  return null;
}

/**
 * A remote version's first-view styles (scripts/build/first-view-styles.ts): the `<style>`
 * tag, read once per version. `null` when the version has none (built before them) or the
 * file is not the one shape the build writes: the page then works exactly as without it.
 */
export class FirstViewStylesCache {
  private readonly files = new PublishedTextCache();

  async get(store: TemplateStore, pkg: FrontEndPackage, version: string): Promise<string | null> {
    const text = await this.files.get(store, assetKey(pkg, version, FIRST_VIEW_STYLES_FILE));
    return text !== null && isFirstViewStylesTag(text) ? text : null;
  }
}
