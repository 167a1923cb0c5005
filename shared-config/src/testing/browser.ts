/**
 * Browser-only test fixtures (kept out of `./testing`, which Workers packages import and
 * which must type-check without the DOM library).
 *
 *   vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
 *   FakeIntersectionObserver.last!.near(link);
 */

/** An IntersectionObserver a test drives: `near(el)` says the element came within the margin. */
export class FakeIntersectionObserver implements IntersectionObserver {
  /** The observer most recently created. */
  static last: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds: ReadonlyArray<number>;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    // What a real observer reports back from the same options.
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '0px 0px 0px 0px';
    this.thresholds = [options.threshold ?? 0].flat();
    FakeIntersectionObserver.last = this;
  }

  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Entries are delivered at once by `near`, so none are ever queued. */
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  near(el: Element, isIntersecting = true) {
    this.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], this);
  }
}
