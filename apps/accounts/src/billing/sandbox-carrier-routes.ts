/**
 * GET/POST /sandbox/carrier/:chargeId — the carrier's approval page, played by the sandbox. Registered
 * only when the sandbox processor is in use; a real carrier hosts this page on its own site.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../http/route-deps.ts';
import { renderCarrierSandboxPage } from '../pages/billing/carrier-sandbox-page.tsx';
import { formText } from '../pages/form-input.ts';
import { formPageContext } from '../pages/page-context.ts';
import { sendPage } from '../pages/send-page.ts';
import type { SandboxProcessor } from './sandbox-processor.ts';

type Params = { chargeId: string };

export const sandboxCarrierRoutes: FastifyPluginAsync<RouteDeps & { payments: SandboxProcessor }> = async (
  app,
  { config, payments },
) => {
  app.get<{ Params: Params }>('/sandbox/carrier/:chargeId', async (request, reply) => {
    const found = await payments.sandbox.carrierCharge(request.params.chargeId);
    const charge = found?.charge;
    if (charge?.source.kind !== 'carrier') return reply.callNotFound();
    const context = await formPageContext(request, reply, config.webOrigin);
    return sendPage(
      reply,
      renderCarrierSandboxPage(context, {
        chargeId: charge.id,
        carrier: charge.source.carrier,
        amountYen: charge.amountYen,
        description: charge.description,
        answered: charge.status !== 'awaiting_approval',
      }),
    );
  });

  app.post<{ Params: Params }>('/sandbox/carrier/:chargeId', async (request, reply) => {
    const answer = formText(request.body, 'answer') === 'approve' ? 'approve' : 'cancel';
    const back = await payments.sandbox.answerCarrier(request.params.chargeId, answer);
    if (!back) return reply.callNotFound();
    return reply.redirect(back, 303);
  });
};
