import { type Database, migrationsAppliedCheck } from '@hanabi/db';
import {
  createReadiness,
  createServiceMetrics,
  fastifyRequestLogging,
  healthProbeRoutes,
  observeRequests,
  REQUEST_ID_HEADER,
  type Readiness,
  requestIdFrom,
  type ServiceMetrics,
} from '@hanabi/observability';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes.ts';
import { billingRoutes } from './billing/billing-routes.ts';
import type { PaymentProcessor } from './billing/payment-processor.ts';
import { startRefundWorker } from './billing/payment-refunds.ts';
import type { AccountsConfig } from './config.ts';
import { installErrorPages } from './http/error-pages.ts';
import { formSecurity } from './http/form-security.ts';
import { accountsLogger, type LogDestination, withoutSecrets } from './http/logger.ts';
import { refuseUnsafeText } from './http/text-input.ts';
import { createMailOutbox, type MailOutbox } from './mail/mail-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { startQueuedMailSender } from './mail/queued-mail-sender.ts';
import { renderHomePage } from './pages/home-page.tsx';
import { renderNotFoundPage } from './pages/not-found-page.tsx';
import { flowFrom } from './pages/sign-in-flow.ts';

export interface BuildAccountsOptions {
  database: Database;
  config: AccountsConfig;
  /** Whether to log, or where to: true writes JSON lines to stdout (the default), false nothing. */
  logger?: boolean | LogDestination;
  /** Where mail goes; the development mailbox or SMTP from the configuration by default. */
  mailer: Mailer;
  /** How sign-in mails leave after the answer; by default an outbox over `mailer` that logs what fails. */
  mailOutbox?: MailOutbox;
  /** How often mails other services queued (`mail_outbox`) are looked for, in ms; false: never (decision 0051). */
  queuedMailPollMs?: number | false;
  /** How often refunds operators asked for are carried out, in ms; false: never (decision 0054). */
  refundPollMs?: number | false;
  /** The payment processor; the sandbox by default. */
  payments: PaymentProcessor;
  /** The service's notion of now (tests move it). */
  clock?: () => Date;
  /** Where requests and the pool are counted (default: a registry of its own, decision 0056). */
  metrics?: ServiceMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics;
    /** Not ready while the database does not answer or misses migrations, and once shutting down. */
    readiness: Readiness;
  }
}

/** The provider's sign-in service (spec §1): it owns users, sessions, plans and points top-ups. */
export async function buildAccounts({
  database,
  config,
  logger = true,
  mailer,
  mailOutbox,
  queuedMailPollMs = 1000,
  refundPollMs = 2000,
  payments,
  clock = () => new Date(),
  metrics = createServiceMetrics('accounts'),
}: BuildAccountsOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // request.ip feeds the per-address sign-in limit: believe X-Forwarded-For only from configured proxies.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    ...(logger === false
      ? { logger: false }
      : { loggerInstance: accountsLogger(config.logLevel, config.appEnv, logger === true ? undefined : logger) }),
    ...fastifyRequestLogging(),
    // One id from the load balancer (or the web server) to this service's log line (decision 0056).
    genReqId: (raw) => requestIdFrom(raw.headers[REQUEST_ID_HEADER]),
    requestIdHeader: false,
  });

  const readiness = createReadiness({ database: () => database.ping(), migrations: migrationsAppliedCheck(database) });
  app.decorate('metrics', metrics);
  app.decorate('readiness', readiness);
  if (database.kind === 'postgres') metrics.watchPool(database.pool);
  observeRequests(app, metrics, withoutSecrets);
  healthProbeRoutes(app, readiness);

  installErrorPages(app, config.webOrigin);
  refuseUnsafeText(app);
  await app.register(formSecurity, {
    accountsOrigin: config.accountsOrigin,
    webOrigin: config.webOrigin,
    secureCookies: config.cookie.secure,
  });

  app.get('/health', async (_request, reply) => {
    const databaseOk = await database.ping();
    return reply.code(databaseOk ? 200 : 503).send({
      code: 2000,
      contents: { status: databaseOk ? 'ok' : 'degraded', database: databaseOk ? 'ok' : 'unreachable' },
    });
  });
  app.get('/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderHomePage(config.webOrigin, flowFrom(request.query))),
  );

  const outbox =
    mailOutbox ?? createMailOutbox(mailer, (error) => app.log.error({ err: error }, 'A sign-in mail was not sent'));
  // Stopping the service lets the mails already asked for go out first.
  app.addHook('onClose', () => outbox.settled());
  if (queuedMailPollMs !== false) {
    const onError = (error: unknown) => app.log.error({ err: error }, 'A queued mail was not sent');
    const sender = startQueuedMailSender(database.db, mailer, { pollMs: queuedMailPollMs, clock, onError });
    app.addHook('onClose', () => sender.stop());
  }
  if (refundPollMs !== false) {
    const onError = (error: unknown) => app.log.error({ err: error }, 'A requested refund was not carried out');
    const worker = startRefundWorker(database.db, payments, { pollMs: refundPollMs, clock, onError });
    app.addHook('onClose', () => worker.stop());
  }

  const deps = { db: database.db, config, clock };
  await app.register(authRoutes, { ...deps, mailer, outbox });
  await app.register(billingRoutes, { ...deps, payments });

  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(renderNotFoundPage(config.webOrigin, flowFrom(request.query).design)),
  );

  return app;
}
