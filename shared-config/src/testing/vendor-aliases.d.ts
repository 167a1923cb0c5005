/** The vendor facades' packages under vitest (see vendor-aliases.js). */
export declare const VENDOR_TEST_ALIASES: Record<string, string>;
