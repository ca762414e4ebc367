/** Load at a fixed number of connections with autocannon, summarised for a comparison in one run. */
import autocannon from 'autocannon';

export interface ThroughputSample {
  label: string;
  perSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors. */
  failures: number;
}

/** `paths` are asked in turn on each connection (one path: always that one). */
export async function hammer(
  label: string,
  origin: string,
  paths: string[],
  { connections, seconds }: { connections: number; seconds: number },
): Promise<ThroughputSample> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    // A page rendered on a busy machine may take seconds: counted late rather than as a failure.
    timeout: 30,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    label,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** One row per sample, with its throughput as a share of each baseline. */
export function printThroughput(samples: ThroughputSample[], baselines: ThroughputSample[]): void {
  console.table(
    samples.map((sample) => ({
      measurement: sample.label,
      'req/s': sample.perSecond.toFixed(0),
      'p50 ms': sample.p50.toFixed(1),
      'p99 ms': sample.p99.toFixed(1),
      failures: sample.failures,
      ...Object.fromEntries(
        baselines.map((baseline) => [
          `÷ ${baseline.label}`,
          `${((sample.perSecond / baseline.perSecond) * 100).toFixed(1)} %`,
        ]),
      ),
    })),
  );
}
