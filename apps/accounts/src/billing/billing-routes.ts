import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import type { PaymentProcessor } from './payment-processor.ts';

/** Plan entry, cancellation and points top-up. */
export const billingRoutes: FastifyPluginAsync<RouteDeps & { payments: PaymentProcessor }> = async () => {};
