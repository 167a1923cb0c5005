import { JOB_TITLE_MAX } from '@chainwork/shared-config/posting';
import { oneLine } from './one-line';

/** Gender notes in German-speaking postings: (m/f/d), (m/w/d), (f/m/x), (all genders)... */
const GENDER_NOTE = /\s*[([]\s*(?:[mwfdxh]\s*[/|,]\s*){1,3}[mwfdxh]\s*[)\]]|\s*[([]\s*(?:all genders|gn|w\/m\/d)\s*[)\]]/gi;
/** A requisition id: "(R-1234)", "[JR0042]", "- REQ-889", "#1234" at the end. */
const REQUISITION =
  /\s*(?:[([]\s*(?:req(?:uisition)?|jr|r|id|job)?[\s#:-]*\d[\w-]*\s*[)\]]|[-–—|]\s*(?:req|jr|r)[\s#:-]*\d[\w-]*|#\d+)\s*$/i;
/** A trailing workplace note: " - Remote", " (Remote, US)", " | Hybrid", ", Remote". */
const WORKPLACE = /\s*(?:[-–—|,/]\s*|[([])\s*(?:(?:fully\s+)?remote|hybrid|on-?site|anywhere|worldwide)\b[^()[\]]*[)\]]?\s*$/i;

/**
 * A title as the role's name: on one line, without the noise providers add after it (where,
 * a requisition id, a gender note). The role's own words stay, even when they hold these words
 * elsewhere ("Remote Sensing Engineer").
 */
export function cleanTitle(title: string): string {
  let clean = oneLine(title, 1000).replace(GENDER_NOTE, '');
  for (let previous = ''; previous !== clean;) {
    previous = clean;
    clean = clean.replace(REQUISITION, '').replace(WORKPLACE, '').replace(GENDER_NOTE, '').trim();
  }
  clean = clean.replace(/[\s,;:|–—-]+$/, '').trim();
  return oneLine(clean === '' ? oneLine(title, 1000) : clean, JOB_TITLE_MAX);
}
