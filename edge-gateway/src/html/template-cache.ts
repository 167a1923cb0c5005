/**
 * The shell's index.html per version, kept in the isolate once read: versions are content
 * hashes, so a template never changes under its key. A document then costs no asset-store
 * read, and a visitor who leaves mid-response cannot cut an R2 stream the rewriter is
 * still reading (which workerd reports as an uncaught "Network connection lost").
 */
import { SHELL_PACKAGE, SHELL_TEMPLATE_FILE, assetKey } from '@chainwork/shared-config';

/** A few versions: the live ones, a canary, a fallback. */
export const MAX_CACHED_TEMPLATES = 8;

export interface TemplateStore {
  get(key: string): Promise<{ text(): Promise<string> } | null>;
}

export class TemplateCache {
  private readonly templates = new Map<string, Promise<string | null>>();

  get(store: TemplateStore, shellVersion: string): Promise<string | null> {
    const cached = this.templates.get(shellVersion);
    if (cached) return cached;
    const read = store.get(assetKey(SHELL_PACKAGE, shellVersion, SHELL_TEMPLATE_FILE)).then((object) => (object ? object.text() : null));
    this.templates.set(shellVersion, read);
    if (this.templates.size > MAX_CACHED_TEMPLATES) this.templates.delete(this.templates.keys().next().value!);
    // Only a template that exists is worth keeping; a miss or a failed read is asked again.
    read.then(
      (text) => {
        if (text === null) this.templates.delete(shellVersion);
      },
      () => this.templates.delete(shellVersion),
    );
    return read;
  }
}
