import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBuildLine, formatBytes, jsSize } from './size-report';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('jsSize', () => {
  it('sums raw and gzip bytes of JavaScript only', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cw-size-'));
    dirs.push(dir);
    const a = 'console.log("a");'.repeat(50);
    const b = 'export const b = 1;';
    writeFileSync(path.join(dir, 'a.js'), a);
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(path.join(dir, 'sub', 'b.mjs'), b);
    writeFileSync(path.join(dir, 'style.css'), 'body{}');
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    expect(jsSize(dir)).toEqual({
      files: 2,
      bytes: a.length + b.length,
      gzipBytes: gzipSync(a, { level: 9 }).length + gzipSync(b, { level: 9 }).length,
    });
  });

  it('is zero for a missing folder', () => {
    expect(jsSize('/nonexistent/dist')).toEqual({ files: 0, bytes: 0, gzipBytes: 0 });
  });
});

describe('formatBuildLine', () => {
  it('says what happened, how long it took and the sizes', () => {
    const line = formatBuildLine({ pkg: 'remote-jobs', status: 'built', ms: 1834, size: { files: 3, bytes: 412345, gzipBytes: 131012 } });
    expect(line).toMatch(/^built\s+remote-jobs\s+1\.83s\s+JS\s+412,345 B\s+gzip\s+131,012 B$/);
    expect(formatBytes(1234567)).toBe('1,234,567 B');
  });
});
