/**
 * A SqlDatabase that writes nothing: it records each statement as SQL text with its values
 * inlined, for `wrangler d1 execute --remote --file`. Reads answer "nothing there", so code
 * run against it must be correct when sent blind (the content loaders are: replace-all and
 * guarded upserts).
 */
import type { SqlDatabase, SqlStatement } from '@chainwork/api/seed';

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as SQL`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`Cannot write a ${typeof value} as SQL`);
}

/** Replaces `?N` placeholders (not inside string literals of the SQL itself) with the values. */
export function inlineValues(sql: string, values: readonly unknown[]): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < sql.length; i += 1) {
    const ch = sql[i]!;
    if (ch === "'") quoted = !quoted;
    const match = !quoted && ch === '?' ? /^\?(\d+)/.exec(sql.slice(i)) : null;
    if (!match) {
      out += ch;
      continue;
    }
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`No value for ?${match[1]} in: ${sql}`);
    out += sqlLiteral(values[index]);
    i += match[0].length - 1;
  }
  return out;
}

export class SqlRecorder implements SqlDatabase {
  readonly statements: string[] = [];

  prepare(query: string): SqlStatement {
    const { statements } = this;
    const statement = (values: unknown[]): SqlStatement & { sql: () => string } => ({
      bind: (...next: unknown[]) => statement(next),
      first: async () => null,
      all: async () => ({ results: [] }),
      run: async () => {
        statements.push(inlineValues(query, values));
        return {};
      },
      sql: () => inlineValues(query, values),
    });
    return statement([]);
  }

  async batch<T = unknown>(statements: SqlStatement[]): Promise<Array<{ results: T[] }>> {
    for (const statement of statements) this.statements.push((statement as SqlStatement & { sql: () => string }).sql());
    return statements.map(() => ({ results: [] }));
  }

  /** The whole recording as one script. */
  script(): string {
    return `${this.statements.map((s) => `${s.trim()};`).join('\n')}\n`;
  }
}
