import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Registration, email confirmation, login, logout and password reset. */
export const authRoutes: FastifyPluginAsync<RouteDeps & { mailer: Mailer }> = async () => {};
