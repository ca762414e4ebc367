export { type Env, parseEnv } from '../app/lib/env.server.ts';
export { createWebApp, type WebAppOptions } from './app.ts';
export { loadServerBuild, type RunningWeb, type StartWebOptions, startWeb } from './start.ts';
