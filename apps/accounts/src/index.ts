export { buildAccounts } from './app.ts';
export { type AccountsConfig, loadAccountsConfig } from './config.ts';
export { type RunningAccounts, startAccounts } from './start.ts';
