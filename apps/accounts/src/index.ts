export { buildAccounts } from './app.ts';
export { type AccountsConfig, loadAccountsConfig } from './config.ts';
export { createMailer } from './mail/create-mailer.ts';
export type { Mailer, MailMessage } from './mail/mailer.ts';
export { type RunningAccounts, type StartAccountsOptions, startAccounts } from './start.ts';
