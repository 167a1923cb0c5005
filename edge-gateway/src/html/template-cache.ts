/**
 * Files of published versions kept in the isolate once read (the shell's index.html, a
 * remote's first-view styles): versions are content hashes, so a file never changes under
 * its key. A document then costs no asset-store read, and a visitor who leaves mid-response
 * cannot cut an R2 stream the rewriter is still reading (which workerd reports as an
 * uncaught "Network connection lost").
 */
import { SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey } from '@chainwork/shared-config';

/** A few versions: the live ones, a canary, a fallback. */
export const MAX_CACHED_TEMPLATES = 8;

export interface TemplateStore {
  get(key: string): Promise<{ text(): Promise<string> } | null>;
}

/** One published file per asset key, as text; `null` when the store has none. */
export class PublishedTextCache {
  private readonly files = new Map<string, Promise<string | null>>();

  constructor(private readonly maxFiles: number = MAX_CACHED_TEMPLATES) {}

  get(store: TemplateStore, key: string): Promise<string | null> {
    const cached = this.files.get(key);
    if (cached) return cached;
    const read = store.get(key).then((object) => (object ? object.text() : null));
    this.files.set(key, read);
    if (this.files.size > this.maxFiles) this.files.delete(this.files.keys().next().value!);
    // Only a file that exists is worth keeping; a miss or a failed read is asked again.
    read.then(
      (text) => {
        if (text === null) this.files.delete(key);
      },
      () => this.files.delete(key),
    );
    return read;
  }
}

/** The shell's template per shell version. */
export class TemplateCache {
  private readonly files = new PublishedTextCache();

  get(store: TemplateStore, shellVersion: string): Promise<string | null> {
    return this.files.get(store, assetKey(SHELL_PACKAGE, shellVersion, SHELL_TEMPLATE_FILE));
  }
}
