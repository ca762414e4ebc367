import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaUrls } from '../../lib/media-url.ts';
import { getTitleAccessRoute } from './get-title-access.route.ts';
import { listWatchingEpisodesRoute } from './list-watching-episodes.route.ts';
import { recordWatchingHistoryRoute } from './record-watching-history.route.ts';
import { reportPlaybackRoute } from './report-playback.route.ts';
import { setWatchingEpisodeVisibilityRoute } from './set-watching-episode-visibility.route.ts';
import { createWatchingService } from './watching.service.ts';

/**
 * Where viewers left off (decision 0028): position reports, started playbacks, the continue-watching row, and
 * what a member holds of one title (its page's primary action).
 */
export const watchingModule: FastifyPluginAsyncZod<{ media: MediaUrls }> = async (app, { media }) => {
  const service = createWatchingService({ db: app.database.db, media });
  await app.register(reportPlaybackRoute, { service });
  await app.register(recordWatchingHistoryRoute, { service });
  await app.register(listWatchingEpisodesRoute, { service });
  await app.register(setWatchingEpisodeVisibilityRoute, { service });
  await app.register(getTitleAccessRoute);
};
