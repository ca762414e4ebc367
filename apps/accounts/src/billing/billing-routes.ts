import type { FastifyPluginAsync } from 'fastify';
import type { BillingDeps } from './billing-http.ts';
import { cancelRoutes } from './cancel-routes.ts';
import { cardRoutes } from './card-routes.ts';
import { entryPaymentRoutes } from './entry-payment-routes.ts';
import { entryRoutes } from './entry-routes.ts';
import { alertRefundedLateCharge } from './late-charges.ts';
import { handlePaymentNotification } from './payment-notifications.ts';
import { pointsRoutes } from './points-routes.ts';
import { sandboxCarrierRoutes } from './sandbox-carrier-routes.ts';
import { isSandboxProcessor } from './sandbox-processor.ts';

/** Plan entry, cancellation, points top-up, the card on file, and the processor's settlement notifications. */
export const billingRoutes: FastifyPluginAsync<BillingDeps> = async (app, deps) => {
  const { db, clock, payments } = deps;

  const stopListening = payments.onNotification(async (notification) => {
    try {
      const result = await handlePaymentNotification(db, payments, notification, clock());
      if (result.outcome === 'refunded_late_charge') alertRefundedLateCharge(app.log, result);
    } catch (error) {
      app.log.error({ err: error, eventId: notification.eventId }, 'payment notification not processed');
      // Not acknowledged: the processor delivers it again later.
      throw error;
    }
  });
  app.addHook('onClose', async () => stopListening());

  await app.register(entryRoutes, deps);
  await app.register(entryPaymentRoutes, deps);
  await app.register(cancelRoutes, deps);
  await app.register(pointsRoutes, deps);
  await app.register(cardRoutes, deps);
  if (isSandboxProcessor(payments)) await app.register(sandboxCarrierRoutes, { ...deps, payments });
};
