export { ConfigError, loadWorkerConfig, type WorkerConfig } from './config.ts';
export { startWorker } from './start-worker.ts';
