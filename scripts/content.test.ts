import { describe, expect, it } from 'vitest';
import { loadSources, parseDirectoryFiles, parseSourcesFiles } from '@chainwork/api/content';
import { DIRECTORY_FOLDER, readContentFiles, readSourcesFiles } from './content';
import { SqlRecorder, inlineValues } from './lib/sql-recorder';

describe('the repository directory files', () => {
  it('validate, hold at least 50 entries, and carry the useWeb3 attribution on its entries', async () => {
    const records = parseDirectoryFiles(await readContentFiles(DIRECTORY_FOLDER));
    expect(records.length).toBeGreaterThanOrEqual(50);
    const attributed = records.filter((r) => r.sourceFile.endsWith('grant-programmes-useweb3.json'));
    expect(attributed).toHaveLength(26);
    expect(attributed.every((r) => r.attribution?.includes('MIT License'))).toBe(true);
    for (const type of ['venture-fund', 'accelerator', 'grant-programme']) expect(records.some((r) => r.type === type)).toBe(true);
  });
});

describe('SqlRecorder', () => {
  it('inlines values as SQL literals, leaving quoted question marks alone', () => {
    expect(inlineValues("SELECT '?1', ?1, ?2, ?3, ?10", ["it's", 3, null, 4, 5, 6, 7, 8, 9, 'ten'])).toBe(
      "SELECT '?1', 'it''s', 3, NULL, 'ten'",
    );
    expect(() => inlineValues('SELECT ?2', [1])).toThrow('No value for ?2');
  });

  it('records a batch in order as one script', async () => {
    const db = new SqlRecorder();
    await db.batch([db.prepare('DELETE FROM t'), db.prepare('INSERT INTO t VALUES (?1)').bind('a')]);
    expect(db.script()).toBe("DELETE FROM t;\nINSERT INTO t VALUES ('a');\n");
  });
});

describe('the repository sources files', () => {
  it('validate; the stand-in boards are read only for a local database', async () => {
    const local = await readSourcesFiles({ local: true });
    expect(local.map((f) => [f.path, f.standin])).toEqual([
      ['content/sources/sources.yaml', false],
      ['content/sources/standin.yaml', true],
    ]);
    expect(parseSourcesFiles(local).length).toBeGreaterThanOrEqual(8);
    const remote = await readSourcesFiles({ local: false });
    expect(remote.map((f) => f.path)).toEqual(['content/sources/sources.yaml']);
    expect(parseSourcesFiles(remote).every((entry) => entry.boards.every((b) => !b.board.startsWith('/')))).toBe(true);
  });

  it('load as statements that can be sent blind to the remote database', async () => {
    const recorder = new SqlRecorder();
    await loadSources(recorder, await readSourcesFiles({ local: true }), new Date('2026-06-01T00:00:00Z'));
    const script = recorder.script();
    expect(script).toContain('INSERT INTO companies');
    expect(script).toContain("'zk-forge', 'ZK Forge', 'https://zkforge.example', 'zkforge.example'");
    expect(script).not.toMatch(/\?\d/);
  });
});
