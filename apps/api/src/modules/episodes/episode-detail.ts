import type { EpisodeDetail } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import type { MediaUrls } from '../../lib/media-url.ts';
import { toEpisodeSummary } from '../titles/episode-summary.ts';
import { findPackagedEpisode } from './episode-media.repository.ts';
import type { AvailableEpisode } from './episodes.repository.ts';
import { type PlaybackSettings, toPlayback } from './playback.ts';
import type { PlaybackAsker } from './playback-asker.ts';
import { findEpisodeForViewer } from './playback-entitlement.ts';

/**
 * Where a member resumes an episode (0 when finished or never played). The watching module owns the positions
 * and builds on this module (the entitlement check, packaged durations), so the app hands its lookup in.
 */
export type ResumeSecondsLookup = (db: AppDatabase, userId: number, episodeId: number) => Promise<number>;

export interface EpisodeAnswerOptions {
  media: MediaUrls;
  playback: PlaybackSettings;
  resumeSeconds: ResumeSecondsLookup;
}

/**
 * One episode as GET /v1/episodes/:id answers it, for `asker` at `asker.now`, with the
 * rows it came from; undefined when the episode is unknown, unreleased or its title not available.
 */
export async function findEpisodeDetail(
  db: AppDatabase,
  asker: PlaybackAsker,
  id: number,
  { media, playback, resumeSeconds: findResumeSeconds }: EpisodeAnswerOptions,
): Promise<{ found: AvailableEpisode; detail: EpisodeDetail } | undefined> {
  const forViewer = await findEpisodeForViewer(db, asker, id);
  if (!forViewer) return undefined;
  const { found, userId, viewer, access, barrier } = forViewer;
  const packaged = barrier === null ? await findPackagedEpisode(db, found.episode.id) : undefined;
  // A guest's position is in their browser's local storage: the web player resumes it from there.
  const resumeSeconds = packaged && userId !== null ? await findResumeSeconds(db, userId, found.episode.id) : 0;
  const detail: EpisodeDetail = {
    ...toEpisodeSummary(found.episode, media),
    title: {
      id: found.title.id,
      name: found.title.name,
      display_group: found.title.displayGroup,
      is_age_restriction_r18: found.title.isAgeRestrictionR18,
    },
    access,
    owned_purchase: viewer?.ownedPurchase
      ? { id: viewer.ownedPurchase.id, idempotency_key: viewer.ownedPurchase.idempotencyKey }
      : null,
    playback: packaged ? toPlayback(found.episode.id, packaged, playback, resumeSeconds) : null,
    way_in: barrier ?? (packaged ? null : 'not_ready'),
  };
  return { found, detail };
}
