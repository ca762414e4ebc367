/**
 * The console's preview (decision 0048): a title and its episodes as one kind of viewer would be shown them
 * at a chosen time. It reads nothing a viewer reads and writes nothing: the rules are the viewer's own —
 * availability as `availableAt` / `shownEpisodeAt` spell it (catalogue/title-query.ts, decision 0046), access
 * and the way in as the entitlement check decides (episodes/playback-entitlement.ts) — applied to the rows
 * the console already has, so that drafts can be looked at as they will be once published.
 */
import {
  type AdminEpisode,
  type AdminPreviewEpisode,
  type AdminTitle,
  type AdminTitlePreview,
  episodeAccessOf,
  PREVIEW_VIEWER_PLANS,
  type PreviewViewer,
  type PreviewVisibility,
} from '@hanabi/contract';
import { toJapanIso } from '../../lib/japan-time.ts';
import { playbackBarrier } from '../episodes/playback-entitlement.ts';

export interface PreviewRequest {
  viewer: PreviewViewer;
  at: Date;
  drafts: 'as_published' | 'hidden';
}

/** Shown inside [from, until) at `at`, published (or a draft looked at as published), or why not. */
function visibilityOf(
  published: boolean,
  from: string,
  until: string,
  { at, drafts }: PreviewRequest,
): PreviewVisibility {
  if (!published && drafts === 'hidden') return 'draft';
  if (at.getTime() < Date.parse(from)) return 'not_yet';
  if (at.getTime() >= Date.parse(until)) return 'ended';
  return 'shown';
}

function previewEpisode(episode: AdminEpisode, request: PreviewRequest): AdminPreviewEpisode {
  const planId = PREVIEW_VIEWER_PLANS[request.viewer];
  const signedIn = request.viewer !== 'guest';
  const access = episodeAccessOf(
    { isFree: episode.is_free, pricePoints: episode.price_points, includedPlanIds: episode.included_plan_ids },
    signedIn ? { planId, owns: false } : null,
  );
  return {
    ...episode,
    visibility: visibilityOf(episode.status === 'published', episode.released_at, episode.available_until, request),
    access,
    // The age check is the title's, shown once for the page (age_check), not on every episode.
    way_in: playbackBarrier(access, signedIn, true),
  };
}

export function previewTitle(title: AdminTitle, episodes: AdminEpisode[], request: PreviewRequest): AdminTitlePreview {
  const titlePage = visibilityOf(title.status === 'published', title.available_from, title.available_until, request);
  const previewed = episodes.map((episode) => previewEpisode(episode, request));
  // A closed title page lists nothing, as the viewer's episode reads go through the title's condition.
  const shown = titlePage === 'shown' ? previewed.filter((episode) => episode.visibility === 'shown') : [];
  const at = request.at.getTime();
  const { exclusive } = title;
  return {
    viewer: request.viewer,
    at: toJapanIso(request.at),
    drafts: request.drafts,
    title_page: titlePage,
    age_check: title.is_age_restriction_r18,
    exclusive_on: exclusive !== null && Date.parse(exclusive.starts_at) <= at && at < Date.parse(exclusive.ends_at),
    episode_count: new Set(shown.map((episode) => episode.number)).size,
    title,
    episodes: previewed,
  };
}
