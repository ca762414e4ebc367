import type { AdminEpisode, AdminTitle } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { invalidRouteParams } from '../../../lib/route-errors.ts';
import { parseRouteId } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator } from '../operator-session.server.ts';

interface ConsoleArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The title and its episodes, and the episode of the address among them: an episode page lives under its
 * title (`/admin/titles/{id}/episodes/{episodeId}`), and one of another title, or none, is 404.
 */
export async function loadTitleEpisodes(
  args: ConsoleArgs,
  titleId: number,
): Promise<{ title: AdminTitle; episodes: AdminEpisode[] }> {
  const api = consoleApi(args.context);
  const [title, episodes] = await Promise.all([
    callAsOperator(args, () => api.getAdminTitle(titleId)),
    callAsOperator(args, () => api.getAdminEpisodes(titleId)),
  ]);
  return { title, episodes };
}

export function episodeOfAddress(
  args: ConsoleArgs & { params: { episodeId?: string } },
  episodes: AdminEpisode[],
): AdminEpisode {
  const id = parseRouteId(args.params.episodeId);
  const episode = episodes.find((candidate) => candidate.id === id);
  if (!episode) throw invalidRouteParams(new URL(args.request.url).pathname);
  return episode;
}

/** The number a new episode most likely has: one after the highest. */
export function nextEpisodeNumber(episodes: AdminEpisode[]): number {
  return episodes.reduce((highest, episode) => Math.max(highest, episode.number), 0) + 1;
}
