/** What the compile process (compile.ts) reports back to buildFrontEnds, as one stdout line. */
export interface CompileOutcome {
  pkg: string;
  ok: boolean;
  ms: number;
  errors?: string;
}
export interface CompileReport {
  outcomes: CompileOutcome[];
}
export const REPORT_PREFIX = 'chainwork-compile-report ';
