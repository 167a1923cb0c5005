const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text made safe inside an HTML element or a quoted attribute value: the five characters
 * that can end either are written as references, spelled as React writes them (so markup
 * built by hand, like the alert digest, is byte for byte what react-dom renders).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}
