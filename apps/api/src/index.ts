export { type ApiInstance, type BuildApiOptions, buildApi } from './app.ts';
export {
  type ApiConfig,
  type AppEnv,
  ConfigError,
  type LogLevel,
  loadApiConfig,
  loadStoragePaths,
  loadWebOrigin,
} from './config.ts';
export type { LogDestination } from './lib/logger.ts';
export { inviteOperator } from './modules/operators/operators.service.ts';
export { PortInUseError, type RunningApi, startApi } from './start.ts';
