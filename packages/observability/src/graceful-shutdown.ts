/**
 * SIGTERM (a deploy replacing this instance) or SIGINT: readiness fails at once, the servers stop accepting
 * connections and let requests in flight finish for at most `drainTimeoutMs`, then the database pool closes
 * and the process exits. Ctrl-C pressed again exits at once.
 */
import cluster from 'node:cluster';
import type { EventEmitter } from 'node:events';
import type { Readiness } from './readiness.ts';

export interface GracefulShutdownOptions {
  readiness: Readiness;
  /** Stops accepting and resolves once requests in flight have finished. */
  stopServing(): Promise<void>;
  /** Closes what the servers used (the database pool), after they stopped. */
  release(): Promise<void>;
  /** The longest requests in flight are waited for; then they are cut. */
  drainTimeoutMs: number;
  log: (line: string) => void;
  /** Where the signals come from (tests pass an emitter of their own); the process by default. */
  signals?: Pick<EventEmitter, 'on'>;
  /** Default `process.exit`. */
  exit?: (code: number) => void;
}

/**
 * A cluster worker stops on SIGTERM only: Ctrl-C reaches every process of the terminal, and its primary turns
 * it into one SIGTERM per worker (cluster.ts), so a worker would otherwise count two signals and not drain.
 */
function signalNames(): NodeJS.Signals[] {
  return cluster.isWorker ? ['SIGTERM'] : ['SIGTERM', 'SIGINT'];
}

export function installGracefulShutdown({
  readiness,
  stopServing,
  release,
  drainTimeoutMs,
  log,
  signals = process,
  exit = (code) => process.exit(code),
}: GracefulShutdownOptions): void {
  const stop = async (signal: string) => {
    if (readiness.shuttingDown) {
      // A person pressing Ctrl-C again insists; a SIGTERM passed on by a launcher is the same request again.
      if (signal === 'SIGINT') {
        log('SIGINT received again: exiting without waiting.');
        exit(1);
      }
      return;
    }
    readiness.beginShutdown();
    log(`${signal} received: not ready any more, finishing the requests in flight…`);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), drainTimeoutMs);
    });
    const drained = await Promise.race([stopServing().then(() => 'drained' as const), timedOut]).catch(
      (error: unknown) => {
        log(`Stopping the server failed: ${error instanceof Error ? error.message : String(error)}`);
        return 'failed' as const;
      },
    );
    clearTimeout(timer);
    if (drained === 'timeout') log(`Requests still running after ${drainTimeoutMs} ms are cut.`);
    await release().catch((error: unknown) => log(`Closing failed: ${error instanceof Error ? error.message : error}`));
    log('Stopped.');
    exit(drained === 'drained' ? 0 : 1);
  };
  for (const signal of signalNames()) signals.on(signal, () => void stop(signal));
  if (cluster.isWorker) signals.on('SIGINT', () => {});
}
