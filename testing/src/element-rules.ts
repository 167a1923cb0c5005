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

/** The value of a custom property as the document's stylesheets set it on `:root` (Chakra's theme tokens). */
export function rootVariable(document: Document, name: string): string | undefined {
  const text = Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .find((rule) => /^[^{]*:root/.test(rule) && rule.includes(`${name}:`));
  return text ? new RegExp(`${name}:\\s*([^;}]+)`).exec(text)?.[1]?.trim() : undefined;
}

/**
 * Whether these rules give an element a CSS transition that starts: a `transition`,
 * `transition-duration` or `transition-delay` with a time above zero, custom properties read
 * from `:root`. A transition whose duration and delay are zero starts none and sends no events
 * (the theme sets every Chakra duration token to `0s`), so only this says whether hover, focus or
 * a press would put transition events through React's root listener.
 */
export function transitionStarts(ruleTexts: readonly string[], document: Document): boolean {
  return ruleTexts.some((text) =>
    [...text.matchAll(/transition(?:-duration|-delay)?:\s*([^;}]+)/g)].some(([, value]) => {
      const resolved = value!.replace(/var\((--[\w-]+)[^)]*\)/g, (_, name: string) => rootVariable(document, name) ?? '0s');
      return [...resolved.matchAll(/(?<![\w.-])(\d*\.?\d+)m?s\b/g)].some(([, amount]) => Number(amount) > 0);
    }),
  );
}

/** `transitionStarts` for one element's own rules (`rulesOf`). */
export function startsTransition(element: Element): boolean {
  return transitionStarts(rulesOf(element), element.ownerDocument);
}
