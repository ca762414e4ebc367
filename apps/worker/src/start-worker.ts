/** Runs a packaging worker as its config says, on a database the caller opened (the launcher shares its own). */
import type { Database } from '@hanabi/db';
import { type PackagingWorker, startPackagingWorker } from '@hanabi/packaging';
import { openMediaStorage } from '@hanabi/storage';
import type { WorkerConfig } from './config.ts';

export function startWorker(
  database: Database,
  config: WorkerConfig,
  log: (line: string) => void,
): Promise<PackagingWorker> {
  return startPackagingWorker({
    database,
    storage: openMediaStorage(config.storage),
    workRoot: config.workRoot,
    concurrency: config.concurrency,
    heartbeatSeconds: config.heartbeatSeconds,
    staleAfterSeconds: config.staleAfterSeconds,
    timing: {
      pollingIntervalSeconds: config.pollingIntervalSeconds,
      expireInSeconds: config.expireInSeconds,
      retryLimit: config.retryLimit,
    },
    log,
  });
}
