import type { Database } from '@hanabi/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AccountsConfig } from './config.ts';
import { renderHomePage } from './pages/home-page.tsx';
import { renderNotFoundPage } from './pages/not-found-page.tsx';

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

  // The web client's login and register links already point here (with design and destination); until
  // the membership issue builds those pages, they show the front page instead of an error.
  for (const path of ['/', '/login', '/register']) {
    app.get(path, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderHomePage(config.webOrigin)),
    );
  }
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).type('text/html; charset=utf-8').send(renderNotFoundPage(config.webOrigin)),
  );

  return app;
}
