export { type ClusterOptions, type MetricsListen, runClustered } from './cluster.ts';
export { fastifyRequestLogging, healthProbeRoutes, observeRequests } from './fastify-observation.ts';
export { type GracefulShutdownOptions, installGracefulShutdown } from './graceful-shutdown.ts';
export { type MetricsExposition, type RunningMetricsServer, startMetricsServer } from './metrics-server.ts';
export {
  createReadiness,
  livenessReport,
  type Readiness,
  type ReadinessCheck,
  type ReadinessReport,
} from './readiness.ts';
export { REQUEST_ID_HEADER, requestIdFrom } from './request-id.ts';
export { createServiceLogger, requestLine, type ServiceLoggerOptions } from './service-logger.ts';
export { createServiceMetrics, type PoolUse, type ServiceMetrics } from './service-metrics.ts';
