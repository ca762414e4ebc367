export { APP_ENVS, type AppEnv, appEnvSetting, LOG_LEVELS, type LogLevel, logLevelSetting } from './app-env.ts';
export {
  metricsPortSetting,
  type OperationSettings,
  operationSettings,
  operationsFrom,
  workersSetting,
} from './operation-settings.ts';
export {
  ConfigError,
  configProblem,
  type ProblemReport,
  readSettings,
  type SettingsSource,
} from './read-settings.ts';
export { serverSettings } from './service-settings.ts';
export { trustProxySetting } from './trust-proxy.ts';
export { httpBaseUrl, httpOrigin, httpUrl, portSetting } from './urls.ts';
