/**
 * Anchor ids for a post's headings, worked out from the markdown source before
 * rendering: the renderer looks an id up by the heading's line, so rendering stays pure
 * (no counter mutated while React renders) and a heading's id never depends on how often
 * it was rendered. Ids are GitHub-style: lowercase words joined by hyphens, `-1`, `-2`
 * for repeats.
 */
export function slugifyHeading(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[`*_~[\]()]/g, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'section'
  );
}

/** `line number -> id` for every ATX heading (`## Title`) outside fenced code. */
export function headingIds(markdown: string): Map<number, string> {
  const ids = new Map<number, string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const fenceMatch = /^(```|~~~)/.exec(line);
    if (fenceMatch) {
      fence = fence === null ? fenceMatch[1]! : fence === fenceMatch[1] ? null : fence;
      return;
    }
    const heading = fence === null ? /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line) : null;
    if (!heading) return;
    const base = slugifyHeading(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.set(index + 1, count ? `${base}-${count}` : base);
  });
  return ids;
}
