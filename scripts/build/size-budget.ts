import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ON_DEMAND_SHARED, REMOTE_MANIFEST_FILE } from '@chainwork/shared-config/federation';
import { readChunkGroups } from './chunk-groups';
import { formatBytes } from './size-report';
import type { PackageBudget } from '../size-budgets';

interface ManifestAssets {
  assets: { js: { sync: string[] } };
}
interface Manifest {
  exposes?: (ManifestAssets & { name: string })[];
  shared?: (ManifestAssets & { name: string })[];
}

const onDemand = new Set<string>(ON_DEMAND_SHARED);

/** The JS files a first page loads from one package's dist, as the budget defines them. */
export function initialFiles(dist: string, budget: PackageBudget): string[] {
  const groups = readChunkGroups(dist);
  const manifest = JSON.parse(readFileSync(path.join(dist, REMOTE_MANIFEST_FILE), 'utf8')) as Manifest;
  const files = new Set<string>();
  for (const name of budget.groups) {
    const group = groups[name];
    if (!group) throw new Error(`no chunk group "${name}" in ${dist} (known: ${Object.keys(groups).join(', ')})`);
    for (const file of group) files.add(file);
  }
  for (const name of budget.exposes ?? []) {
    const expose = manifest.exposes?.find((e) => e.name === name);
    if (!expose) throw new Error(`no exposed module "${name}" in ${dist}/${REMOTE_MANIFEST_FILE}`);
    for (const file of expose.assets.js.sync) files.add(file);
  }
  if (budget.provideShared) {
    for (const shared of manifest.shared ?? []) {
      if (onDemand.has(shared.name)) continue;
      for (const file of shared.assets.js.sync) files.add(file);
    }
  }
  return [...files].sort();
}

export interface BudgetResult {
  pkg: string;
  files: number;
  gzipBytes: number;
  budget: number;
}

export function measureBudget(pkg: string, dist: string, budget: PackageBudget): BudgetResult {
  const files = initialFiles(dist, budget);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { pkg, files: files.length, gzipBytes, budget: budget.gzipBytes };
}

/** `null` when within budget, else the message CI shows. */
export function budgetViolation(result: BudgetResult): string | null {
  if (result.gzipBytes <= result.budget) return null;
  return (
    `${result.pkg}: first-load JS is ${formatBytes(result.gzipBytes)} gzip in ${result.files} files, ` +
    `${formatBytes(result.gzipBytes - result.budget)} over its budget of ${formatBytes(result.budget)} (scripts/size-budgets.ts)`
  );
}
