import type { SqlDatabase } from '../../db/database';

/**
 * Test helper: `db`, refusing (as D1 does on a disk error) every batch with a statement bound to a
 * value that names `sourceId`: the source itself, or a JSON list of sources that holds it.
 */
export function refusingSource(db: D1Database, sourceId: string): SqlDatabase {
  const names = (value: unknown) => value === sourceId || (typeof value === 'string' && value.includes(JSON.stringify(sourceId)));
  const refused = new WeakSet<object>();
  return {
    prepare: (sql) => {
      const statement = db.prepare(sql);
      const bind = statement.bind.bind(statement);
      statement.bind = (...values: unknown[]) => {
        const bound = bind(...values);
        if (values.some(names)) refused.add(bound);
        return bound;
      };
      return statement;
    },
    batch: (statements) =>
      statements.some((statement) => refused.has(statement))
        ? Promise.reject(new Error('D1_ERROR: disk I/O error'))
        : db.batch(statements as D1PreparedStatement[]),
  };
}
