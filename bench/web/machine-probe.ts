/**
 * What the machine itself costs, printed beside the Lighthouse figures so that runs on
 * different days (or different virtual machines) can be compared.
 *
 * Lighthouse's simulated throttling multiplies the main thread's observed time by 4. It checks
 * the host with a plain JavaScript loop (its `benchmarkIndex`), which a slow virtual machine
 * passes; a browser's page load is also made of fresh memory, system calls and process
 * switches. On a guest where touching a fresh page of memory costs tens of times what it costs
 * on bare metal, every observed task is longer, so TBT there overstates what a phone would see.
 */

import { median } from '@chainwork/tooling/lib/median';

const PAGE_BYTES = 4096;
const PROBE_BYTES = 64 * 1024 * 1024;
const PROBE_ROUNDS = 3;

/**
 * Above this, the benchmark says the TBT it prints is the machine's as much as the page's.
 * Bare-metal x86 takes a few tenths of a microsecond per fresh page (fault and zeroing).
 */
export const SLOW_PAGE_FAULT_US = 2;

/**
 * Microseconds to first-touch one 4 KiB page of fresh memory: a buffer the process has never
 * written is written once per page, and the time divided by the pages (median of 3 rounds).
 */
export function freshPageMicros(bytes = PROBE_BYTES, rounds = PROBE_ROUNDS): number {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // Slow: outside Node's pool, so the pages are new to the process (malloc maps them).
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const started = process.hrtime.bigint();
    for (let offset = 0; offset < bytes; offset += PAGE_BYTES) buffer[offset] = 1;
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / PAGE_BYTES));
  }
  return median(samples);
}

export interface MachineFigures {
  /** µs to first-touch a fresh 4 KiB page (freshPageMicros). */
  pageFaultUs: number;
  /** Lighthouse's own CPU index for the host, median over the runs; NaN when none ran. */
  benchmarkIndex: number;
}

/** The lines the benchmark prints about the machine, with a warning when it is slow at memory. */
export function describeMachine({ pageFaultUs, benchmarkIndex }: MachineFigures): string[] {
  const lines = [
    `Machine: a fresh 4 KiB page of memory costs ${pageFaultUs.toFixed(2)} µs to first touch` +
      (Number.isFinite(benchmarkIndex) ? `; Lighthouse's benchmarkIndex (a JavaScript loop) is ${Math.round(benchmarkIndex)}` : ''),
  ];
  if (pageFaultUs > SLOW_PAGE_FAULT_US)
    lines.push(
      `  WARNING: that is over ${SLOW_PAGE_FAULT_US} µs (bare metal: a few tenths). Lighthouse multiplies the observed main-thread`,
      '  time by 4, and on this machine that time includes slow memory and system calls: its TBT and',
      "  mobile score are the machine's as much as the page's. Compare builds within one run (the",
      '  monolith rows, or --variant in bench:tasks), not with figures from another machine.',
    );
  return lines;
}
