import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CrashPoint } from '../../lib/crash-points.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { getPurchaseRoute } from './get-purchase.route.ts';
import { listOwnedTitlesRoute } from './list-owned-titles.route.ts';
import { purchaseEpisodeRoute } from './purchase-episode.route.ts';
import { createPurchasesService } from './purchases.service.ts';

/** Buying episodes with points, and what the member owns (decision 0013). */
export const purchasesModule: FastifyPluginAsyncZod<{ media: MediaUrls; crashPoint: CrashPoint }> = async (
  app,
  { media, crashPoint },
) => {
  const service = createPurchasesService({ db: app.database.db, media, crashPoint });
  await app.register(purchaseEpisodeRoute, { service });
  await app.register(getPurchaseRoute, { service });
  await app.register(listOwnedTitlesRoute, { media });
};
