import { LINE_BREAKS_AND_CONTROLS } from '@chainwork/shared-config/schemas/text';

const CONTROLS = new RegExp(LINE_BREAKS_AND_CONTROLS.source, 'g');

/** A provider's words on one line: control characters and runs of spaces become one space, cut at a word to `max`. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max + 1).lastIndexOf(' ');
  return (cut > 0 ? line.slice(0, cut) : line.slice(0, max)).trim();
}
