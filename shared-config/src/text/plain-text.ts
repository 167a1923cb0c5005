/**
 * Text fields as people type them: one line (titles, names, company, city) or several
 * (descriptions, messages). A one-line value reaches places where a line break starts a new
 * field: a job title is the subject of its receipt mail, a name a line of a log or an export.
 * So the schemas refuse control characters once, here, with words a form can show.
 */
import { z } from 'zod';

export const SINGLE_LINE_MESSAGE = 'Keep this on one line, without line breaks, tabs or control characters';
export const PLAIN_TEXT_MESSAGE = 'Remove the control characters (invisible codes pasted with the text)';

/**
 * Characters a one-line value never holds: C0 controls (TAB, LF and CR among them), DEL, C1
 * controls (NEL among them) and the Unicode line and paragraph separators. One character, no
 * flags: `.test()` it, or build a global pattern from its `source` to replace them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
/** Multi-line text keeps TAB, LF and CR (and the Unicode separators); every other control is refused. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PLAIN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/** A trimmed one-line string; chain `.min()`/`.max()` as on any string. */
export const singleLineText = (params?: { error?: string }) => z.string(params).trim().regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);

/** A trimmed multi-line string: line breaks and tabs kept, other control characters refused. */
export const multiLineText = (params?: { error?: string }) => z.string(params).trim().regex(PLAIN_TEXT, PLAIN_TEXT_MESSAGE);
