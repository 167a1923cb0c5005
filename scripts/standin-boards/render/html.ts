/** The text of generated HTML (the stand-in's own markup only: tags, no comments or scripts). */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d|ul)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
