import { parseCookieHeader, readCookie } from '@hanabi/api-client';
import { AGE_CHECK_META, AgeCheckPage } from '../features/age-check/age-check-page.tsx';
import { PlayerPage } from '../features/player/player-page.tsx';
import { loadShaka } from '../features/player/shaka-session.ts';
import { NO_INDEX, SITE_NAME } from '../features/seo/page-meta.ts';
import { accountsUrl, returnUrlOf } from '../lib/accounts-links.ts';
import { getWebRequest, loadFromApi } from '../lib/api.server.ts';
import { loadDiscreetMode } from '../lib/discreet-mode.server.ts';
import { isMature, NEUTRAL_PLAYING_LABEL } from '../lib/discreet-mode.ts';
import { pendingAgeCheck } from '../lib/guards/age-permission.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import { parseRouteId } from '../lib/route-params.ts';
import { loadShellUserStatus } from '../lib/user-status.server.ts';
import type { Route } from './+types/episode-player';

// In the browser, the player library starts downloading with this page's code rather than after hydration.
if (typeof document !== 'undefined') void loadShaka();

/** How far the skip buttons jump until the viewer picks (the `skip_time` cookie, spec §9). */
const DEFAULT_SKIP_SECONDS = 10;

/** The player lives under its title's address, so the title's R18 age check guards it too (spec §4). */
export const middleware = [requireIdParam, ...routeGuards('agePermission')];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.ageCheck) return AGE_CHECK_META;
  const episode = loaderData?.episode;
  if (!episode) return [{ title: SITE_NAME }];
  // Discreet mode: a mature title's name stays off the browser tab (decision 0058).
  if (loaderData.discreet && isMature(episode.title))
    return [{ title: `${NEUTRAL_PLAYING_LABEL} | ${SITE_NAME}` }, NO_INDEX];
  // A player page says nothing search engines need beyond the title page, which is indexed.
  return [{ title: `${episode.title.name} ${episode.prefix_name} ${episode.name} | ${SITE_NAME}` }, NO_INDEX];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const titleId = routeIdOf(context);
  const episodeId = parseRouteId(params.episodeId);
  if (episodeId === null) throw invalidRouteParams(url.pathname);
  const ageCheck = pendingAgeCheck(context);
  if (ageCheck) return { ageCheck, episode: null, discreet: false };
  const { env, api } = getWebRequest(context);
  const [episode, status, discreet] = await Promise.all([
    loadFromApi(() => api.getEpisodeV2(episodeId)),
    loadShellUserStatus(context),
    loadDiscreetMode(getWebRequest(context), request),
  ]);
  // An episode of another title: the address names no episode of this one.
  if (episode.title.id !== titleId) throw invalidRouteParams(url.pathname);
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  return {
    ageCheck: null,
    episode,
    isMember: status?.is_logged_in === true,
    skipSeconds: readCookie(cookies, 'skipTime') ?? DEFAULT_SKIP_SECONDS,
    discreet,
    signInUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'login', returnUrlOf(env.WEB_ORIGIN, url)),
  };
}

export default function EpisodePlayer({ loaderData }: Route.ComponentProps) {
  if (loaderData.ageCheck) return <AgeCheckPage {...loaderData.ageCheck} />;
  const { episode, isMember, skipSeconds, signInUrl, discreet } = loaderData;
  return (
    <PlayerPage
      episode={episode}
      isMember={isMember}
      skipSeconds={skipSeconds}
      signInUrl={signInUrl}
      discreet={discreet}
    />
  );
}
