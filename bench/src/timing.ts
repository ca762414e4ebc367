import { performance } from 'node:perf_hooks';

export interface Sample {
  label: string;
  p50: number;
  p95: number;
  mean: number;
}

export function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** p50, p95 and mean of latencies measured elsewhere (ms). */
export function summariseDurations(label: string, durations: number[]): Sample {
  const sorted = [...durations].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { label, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), mean };
}

/**
 * Runs `operation` `count` times after a short warm-up and summarises the latencies (ms). With a
 * concurrency above 1, that many callers share the count, each starting its next call when its last one
 * answers — the load of that many viewers searching at once.
 */
export async function measure(
  label: string,
  count: number,
  operation: () => Promise<void>,
  concurrency = 1,
): Promise<Sample> {
  for (let warmUp = 0; warmUp < Math.min(20, count); warmUp += 1) await operation();
  const durations: number[] = [];
  let started = 0;
  async function caller(): Promise<void> {
    while (started < count) {
      started += 1;
      const callStarted = performance.now();
      await operation();
      durations.push(performance.now() - callStarted);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, caller));
  return summariseDurations(concurrency > 1 ? `${label} (${concurrency} at once)` : label, durations);
}

/** Prints each sample and its p50/p95 ratio against the baseline measured in the same run. */
export function printComparison(baseline: Sample, samples: Sample[]): void {
  const rows = [baseline, ...samples].map((sample) => ({
    measurement: sample.label,
    'p50 ms': sample.p50.toFixed(2),
    'p95 ms': sample.p95.toFixed(2),
    'mean ms': sample.mean.toFixed(2),
    'p50 ratio': (sample.p50 / baseline.p50).toFixed(2),
    'p95 ratio': (sample.p95 / baseline.p95).toFixed(2),
  }));
  console.table(rows);
}
