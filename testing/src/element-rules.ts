/**
 * The style rules in the document that style `element` by one of its classes (emotion's
 * `.css-<hash>` rules, with their `:hover`, `:focus-within` ... variants): what a
 * component test reads to check how an element is styled, since jsdom computes no cascade.
 */
export function rulesOf(element: Element): string[] {
  return Array.from(element.ownerDocument.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .filter((text) => {
      const leading = /^\.([\w-]+)/.exec(text)?.[1];
      return leading !== undefined && element.classList.contains(leading);
    });
}

/** Whether any of `element`'s rules sets a CSS transition: each transitioned property sends its events through React's root listener. */
export function hasTransition(element: Element): boolean {
  return rulesOf(element).some((text) => /transition/.test(text));
}
