import type { SqlDatabase, SqlStatement } from '../../db/database';

/**
 * Test helper: `db.prepare`, remembering each bound statement that `marks` picks by its SQL and
 * values, so a wrapping `batch` can tell which round trips carry one.
 */
export function markingPrepare(db: D1Database, marks: (sql: string, values: unknown[]) => boolean) {
  const marked = new WeakSet<object>();
  const prepare = (sql: string) => {
    const statement = db.prepare(sql);
    const bind = statement.bind.bind(statement);
    statement.bind = (...values: unknown[]) => {
      const bound = bind(...values);
      if (marks(sql, values)) marked.add(bound);
      return bound;
    };
    return statement;
  };
  return { prepare, isMarked: (statement: SqlStatement) => marked.has(statement) };
}

/**
 * Test helper: `db`, refusing (as D1 does on a disk error) every batch with a statement bound to a
 * value that names `sourceId`: the source itself, or a JSON list of sources that holds it.
 */
export function refusingSource(db: D1Database, sourceId: string): SqlDatabase {
  const names = (value: unknown) => value === sourceId || (typeof value === 'string' && value.includes(JSON.stringify(sourceId)));
  const { prepare, isMarked } = markingPrepare(db, (_sql, values) => values.some(names));
  return {
    prepare,
    batch: (statements) =>
      statements.some(isMarked) ? Promise.reject(new Error('D1_ERROR: disk I/O error')) : db.batch(statements as D1PreparedStatement[]),
  };
}

/**
 * Test helper: a database that records each batch's SQL and writes nothing, answering one row
 * written per statement: which statements share a transaction is the question. `hold(sql)` may
 * return a promise the batch waits for before it answers; `refuse(sql)` fails the whole batch.
 */
export function recordingDb(options: { hold?: (batch: string[]) => Promise<void> | undefined; refuse?: (sql: string) => boolean } = {}) {
  const batches: string[][] = [];
  const sqlOf = new WeakMap<SqlStatement, string>();
  const statement = (sql: string): SqlStatement => {
    const self: SqlStatement = {
      bind: () => self,
      first: async () => null,
      all: async () => ({ results: [] }),
      run: async () => ({}),
    };
    sqlOf.set(self, sql);
    return self;
  };
  const db: SqlDatabase = {
    prepare: statement,
    batch: async (statements) => {
      const sql = statements.map((s) => sqlOf.get(s) ?? '');
      batches.push(sql);
      await options.hold?.(sql);
      if (sql.some((one) => options.refuse?.(one))) throw new Error('D1_ERROR: constraint failed');
      return statements.map(() => ({ results: [], meta: { rows_written: 1 } }));
    },
  };
  return { db, batches };
}
