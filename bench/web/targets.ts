import { FIRST_LOAD_JS_TARGET_BYTES } from '@chainwork/tooling/size-budgets';

/** What `npm run bench:web` holds the federated build to (bench:floor measures them against the machine). */
export const TARGETS = {
  jsBytes: FIRST_LOAD_JS_TARGET_BYTES,
  mobileScore: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  desktopScore: 100,
  overhead: 1.15,
};
