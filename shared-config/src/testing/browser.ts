/**
 * Browser-only test fixtures (kept out of `./testing`, which Workers packages import and
 * which must type-check without the DOM library).
 *
 *   vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
 *   FakeIntersectionObserver.last!.near(link);
 */

/** An IntersectionObserver a test drives: `near(el)` says the element came within the margin. */
export class FakeIntersectionObserver {
  /** The observer most recently created. */
  static last: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
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

  near(el: Element, isIntersecting = true) {
    this.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}
