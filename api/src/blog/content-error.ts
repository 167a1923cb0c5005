/** One thing wrong with the blog's content: which file, which field, what. */
export interface BlogContentProblem {
  file: string;
  field: string;
  message: string;
}

/**
 * Thrown by the loader before anything is written. The message lists every problem as
 * `<file>: <field>: <message>`, one a line, so an editor fixes them all in one go.
 */
export class BlogContentError extends Error {
  readonly problems: readonly BlogContentProblem[];

  constructor(problems: readonly BlogContentProblem[]) {
    const lines = problems.map((p) => `  ${p.file}: ${p.field}: ${p.message}`);
    super(`The blog content is not valid (nothing was loaded):\n${lines.join('\n')}`);
    this.name = 'BlogContentError';
    this.problems = problems;
  }
}
