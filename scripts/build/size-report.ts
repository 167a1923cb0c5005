import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface DistSize {
  files: number;
  bytes: number;
  gzipBytes: number;
}

/** Total size of the JavaScript in a dist folder, raw and gzip -9 (what a CDN would send). */
export function jsSize(dir: string): DistSize {
  const size: DistSize = { files: 0, bytes: 0, gzipBytes: 0 };
  if (!existsSync(dir)) return size;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.m?js$/.test(entry.name)) continue;
    const content = readFileSync(path.join(entry.parentPath, entry.name));
    size.files += 1;
    size.bytes += content.length;
    size.gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return size;
}

const numberFormat = new Intl.NumberFormat('en-US');

export function formatBytes(bytes: number): string {
  return `${numberFormat.format(bytes)} B`;
}

export interface BuildLine {
  pkg: string;
  status: 'built' | 'skipped';
  ms: number;
  size: DistSize;
}

/** One aligned line per package: `built    remote-jobs        1.84s  JS 412,345 B  gzip 131,012 B`. */
export function formatBuildLine(line: BuildLine, pkgWidth = 18): string {
  const seconds = `${(line.ms / 1000).toFixed(2)}s`;
  return [
    line.status.padEnd(8),
    line.pkg.padEnd(pkgWidth),
    seconds.padStart(7),
    `  JS ${formatBytes(line.size.bytes).padStart(11)}`,
    `  gzip ${formatBytes(line.size.gzipBytes).padStart(11)}`,
  ].join('');
}
