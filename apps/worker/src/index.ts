export { loadWorkerConfig, type WorkerConfig, WorkerConfigError } from './config.ts';
export { startWorker } from './start-worker.ts';
