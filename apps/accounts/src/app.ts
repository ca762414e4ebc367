import type { Database } from '@hanabi/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AccountsConfig } from './config.ts';
import { renderHomePage } from './pages/home-page.tsx';

export interface BuildAccountsOptions {
  database: Database;
  config: AccountsConfig;
  logger?: boolean;
}

/** The provider's sign-in service (spec §1): it owns users, sessions and the festa_auth cookie. */
export async function buildAccounts({
  database,
  config,
  logger = true,
}: BuildAccountsOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] } : false,
  });

  app.get('/health', async (_request, reply) => {
    const databaseOk = await database.ping();
    return reply.code(databaseOk ? 200 : 503).send({
      code: 2000,
      contents: { status: databaseOk ? 'ok' : 'degraded', database: databaseOk ? 'ok' : 'unreachable' },
    });
  });

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderHomePage(config.webOrigin)),
  );

  return app;
}
