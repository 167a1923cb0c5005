/**
 * The slice of D1's API this package uses, typed structurally instead of with the
 * Workers globals (`D1Database`). Two reasons: front ends type-import `AppRouter`
 * from this package and compile these files without Workers types, and the seed
 * also runs in Node against `getPlatformProxy`'s D1. A real `D1Database` satisfies it.
 */
export interface SqlStatement {
  bind(...values: unknown[]): SqlStatement;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<{ results: T[] }>;
  run(): Promise<unknown>;
}

export interface SqlDatabase {
  prepare(query: string): SqlStatement;
  /** Runs the statements in one transaction, in order; one result per statement. */
  batch<T = unknown>(statements: SqlStatement[]): Promise<Array<{ results: T[] }>>;
}
