import { planSearch } from '../../api/src/search/search-plan';
import { expandPrefix } from '../../api/src/search/prefix-expansion';
import { runSearch } from '../../api/src/search/run-search';
import { countFacets } from '../../api/src/search/facets';
import type { SqlDatabase, SqlStatement } from '../../api/src/db/database';

const log: string[] = [];
class Stmt implements SqlStatement {
  params: unknown[] = [];
  constructor(readonly sql: string) {}
  bind(...values: unknown[]) { const s = new Stmt(this.sql); s.params = values; return s; }
  async first<T>() { return ((await this.all<T>()).results[0] ?? null) as T | null; }
  async all<T>() { return (await db.batch<T>([this]))[0]!; }
  async run() { return this.all(); }
}
const db: SqlDatabase = {
  prepare: (sql) => new Stmt(sql),
  async batch<T>(statements: SqlStatement[]) {
    if (process.env.SPLIT && statements.length > 1) { const out = []; for (const s of statements) out.push(...(await db.batch<T>([s]))); return out; }
    const exec = (statements as Stmt[]).map((s) => ({ sql: s.sql, params: s.params }));
    const res = await fetch('http://127.0.0.1:8813/', { method: 'POST', body: JSON.stringify({ exec }) });
    const body = await res.json() as { ms: number; results: Array<{ results: T[] }>; error?: string };
    log.push(`${body.ms.toFixed(1)}ms [${exec.map((e) => e.sql.trim().slice(0, 40).replace(/\s+/g, ' ')).join(' | ')}]`);
    return body.results;
  },
};
const input = JSON.parse(process.argv[2]!);
const facets = process.argv[3] === 'facets';
for (let i = 0; i < 3; i++) {
  log.length = 0;
  const plan = planSearch(input);
  const text = await expandPrefix(db, plan.text);
  const t = performance.now();
  if (facets) await countFacets(db, { ...plan, text }, new Date());
  else await runSearch(db, { ...plan, text }, { now: new Date(), limit: 20, cursor: null });
  console.log(`total ${(performance.now() - t).toFixed(1)}ms`, log.join('\n   '));
}
