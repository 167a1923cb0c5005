/**
 * CPU seconds the site's workerd processes spent, read from /proc (Linux): utime + stime of
 * every workerd in `wrangler dev`'s process group, per thread, so a run can be told apart as
 * CPU-bound (its busiest thread near one second a second) or waiting.
 */
import { readdir, readFile } from 'node:fs/promises';

/** Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every platform Node runs on. */
const TICKS_PER_SECOND = 100;

export interface ThreadCpu {
  /** `pid/tid`. */
  id: string;
  name: string;
  seconds: number;
  /** Time it was ready to run but waited for a core (/proc/.../schedstat; 0 where the kernel keeps none). */
  waitS: number;
}

/** `/proc/.../schedstat`: ns on a core, ns waiting on the run queue, timeslices -> the wait in seconds. */
export function parseSchedstat(line: string): number {
  const waited = Number(line.trim().split(/\s+/)[1]);
  return Number.isFinite(waited) ? waited / 1e9 : 0;
}

/** One /proc/.../stat line -> its process group, command name and CPU seconds (utime + stime). */
export function parseStat(line: string): { pgid: number; name: string; seconds: number } | null {
  // The name is in parentheses and may hold spaces or parentheses: the fields follow the last ')'.
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = line.slice(close + 2).split(' ');
  // After the name: state(3) ppid(4) pgrp(5) ... utime(14) stime(15), numbered from pid = 1.
  const pgid = Number(fields[2]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(pgid) || !Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return { pgid, name: line.slice(open + 1, close), seconds: (utime + stime) / TICKS_PER_SECOND };
}

/** Every process of group `pgid` (read from /proc), with its name and CPU seconds so far. */
async function groupProcesses(pgid: number): Promise<Array<{ pid: string; name: string; seconds: number }>> {
  const processes: Array<{ pid: string; name: string; seconds: number }> = [];
  for (const pid of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(pid)) continue;
    const own = parseStat(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''));
    if (own && own.pgid === pgid) processes.push({ pid, name: own.name, seconds: own.seconds });
  }
  return processes;
}

const isWorkerd = (name: string) => name.startsWith('workerd');

/** Every thread of every workerd process in group `pgid`, with its CPU seconds so far. */
export async function workerdThreads(pgid: number): Promise<ThreadCpu[]> {
  const threads: ThreadCpu[] = [];
  for (const { pid, name } of await groupProcesses(pgid)) {
    if (!isWorkerd(name)) continue;
    for (const tid of await readdir(`/proc/${pid}/task`).catch(() => [] as string[])) {
      const stat = parseStat(await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => ''));
      if (!stat) continue;
      const waitS = parseSchedstat(await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').catch(() => ''));
      threads.push({ id: `${pid}/${tid}`, name: stat.name, seconds: stat.seconds, waitS });
    }
  }
  return threads;
}

export interface CpuSpent {
  /** All workerd threads together. */
  totalS: number;
  /** The busiest thread (workerd runs every Worker, and local D1, on one event loop thread). */
  busiestS: number;
  /** How long the busiest thread was ready to run but waited for a core (a loaded machine). */
  busiestWaitS: number;
}

/** CPU spent between two readings of the same threads (threads that started in between count from zero). */
export function cpuBetween(before: readonly ThreadCpu[], after: readonly ThreadCpu[]): CpuSpent {
  const start = new Map(before.map((t) => [t.id, t]));
  let totalS = 0;
  let busiest = { busiestS: 0, busiestWaitS: 0 };
  for (const thread of after) {
    const spent = thread.seconds - (start.get(thread.id)?.seconds ?? 0);
    totalS += spent;
    if (spent > busiest.busiestS) busiest = { busiestS: spent, busiestWaitS: thread.waitS - (start.get(thread.id)?.waitS ?? 0) };
  }
  return { totalS, ...busiest };
}

/**
 * The rest of the machine while a run goes on: wrangler dev's own processes (every process of
 * its group that is not workerd: its Node CLI, which also handles every line a Worker logs, and
 * esbuild), this benchmark's process (the boards it serves and the searches it sends), and the
 * cores' idle time, so a busiest thread that waited for a core can be told who had it.
 */
export interface MachineCpu {
  toolingS: number;
  benchmarkS: number;
  idleS: number;
  cores: number;
}

interface MachineReading {
  tooling: ThreadCpu[];
  benchmarkS: number;
  idleS: number;
}

/** `/proc/stat`'s first line (every core summed) -> the seconds idle, waits for I/O included. */
export function parseIdleSeconds(procStat: string): number {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/);
  if (fields[0] !== 'cpu') return 0;
  const idle = Number(fields[4]) + Number(fields[5] ?? 0);
  return Number.isFinite(idle) ? idle / TICKS_PER_SECOND : 0;
}

export async function machineReading(pgid: number): Promise<MachineReading> {
  const tooling = (await groupProcesses(pgid))
    .filter(({ name }) => !isWorkerd(name))
    .map(({ pid, name, seconds }): ThreadCpu => ({ id: pid, name, seconds, waitS: 0 }));
  const usage = process.cpuUsage();
  return {
    tooling,
    benchmarkS: (usage.user + usage.system) / 1e6,
    idleS: parseIdleSeconds(await readFile('/proc/stat', 'utf8').catch(() => '')),
  };
}

export function machineBetween(before: MachineReading, after: MachineReading, cores: number): MachineCpu {
  return {
    toolingS: cpuBetween(before.tooling, after.tooling).totalS,
    benchmarkS: after.benchmarkS - before.benchmarkS,
    idleS: after.idleS - before.idleS,
    cores,
  };
}
