import { performance } from 'node:perf_hooks';
import { percentile } from './timing.ts';

export interface LoadSample {
  label: string;
  requests: number;
  wallMs: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * Runs one worker per queue, all side by side; each works through its own queue one job after the other, as
 * a viewer waits for each answer before the next click. Summarises throughput and latencies (ms).
 */
export async function runConcurrently<Job>(
  label: string,
  queues: Job[][],
  operation: (job: Job) => Promise<void>,
): Promise<LoadSample> {
  const durations: number[] = [];
  const started = performance.now();
  await Promise.all(
    queues.map(async (queue) => {
      for (const job of queue) {
        const jobStarted = performance.now();
        await operation(job);
        durations.push(performance.now() - jobStarted);
      }
    }),
  );
  const wallMs = performance.now() - started;
  durations.sort((a, b) => a - b);
  return {
    label,
    requests: durations.length,
    wallMs,
    perSecond: (durations.length / wallMs) * 1000,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    p99: percentile(durations, 0.99),
  };
}

/** Prints each sample with its throughput and p50/p95/p99 ratios against the baseline of the same run. */
export function printLoadComparison(baseline: LoadSample, samples: LoadSample[]): void {
  const rows = [baseline, ...samples].map((sample) => ({
    measurement: sample.label,
    requests: sample.requests,
    'wall s': (sample.wallMs / 1000).toFixed(2),
    'per s': sample.perSecond.toFixed(0),
    'p50 ms': sample.p50.toFixed(2),
    'p95 ms': sample.p95.toFixed(2),
    'p99 ms': sample.p99.toFixed(2),
    'per s ratio': (sample.perSecond / baseline.perSecond).toFixed(2),
    'p50 ratio': (sample.p50 / baseline.p50).toFixed(2),
    'p95 ratio': (sample.p95 / baseline.p95).toFixed(2),
    'p99 ratio': (sample.p99 / baseline.p99).toFixed(2),
  }));
  console.table(rows);
}
