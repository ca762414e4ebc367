import { isFinished, type WatchingEpisodeList, type WatchingEpisodesQuery } from '@hanabi/contract';
import type { AppDatabase } from '@hanabi/db';
import { ApiError } from '../../lib/api-error.ts';
import { toJapanIso } from '../../lib/japan-time.ts';
import type { MediaUrls } from '../../lib/media-url.ts';
import { pageWindow, paginationOf } from '../../lib/pagination.ts';
import type { EpisodeRow } from '../catalogue/title-query.ts';
import { findPackagedDuration } from '../episodes/episode-media.repository.ts';
import { toEpisodeUpdate } from '../episodes/episode-update.ts';
import { episodeExists } from '../episodes/episodes.repository.ts';
import { countPlaybackStart, type StartingViewer } from './counted-starts.ts';
import { listWatchingRow, savePosition, setInRow } from './watching-positions.repository.ts';

export const UNKNOWN_EPISODE_MESSAGE = '指定されたエピソードが見つかりませんでした。配信が終了した可能性があります。';

export interface WatchingService {
  /** Keeps where the member is in the episode (whole seconds, at most its duration) and puts it in the row. */
  reportPosition(userId: number, episode: EpisodeRow, positionSeconds: number, now: Date): Promise<void>;
  /** Counts a started playback as a view, unless it is a repeat or over a guest limit (counted-starts.ts). */
  recordStart(viewer: StartingViewer, episode: EpisodeRow, now: Date): Promise<void>;
  watchingEpisodes(userId: number, query: WatchingEpisodesQuery, now: Date): Promise<WatchingEpisodeList>;
  /** @throws ApiError notFound when the episode is unknown. */
  setVisible(userId: number, episodeId: number, visible: boolean): Promise<void>;
}

export function createWatchingService({ db, media }: { db: AppDatabase; media: MediaUrls }): WatchingService {
  return {
    async reportPosition(userId, episode, reportedSeconds, now) {
      // The packaged video's length is exact; the catalogue's sec_length stands in until it is packaged.
      const durationSeconds = (await findPackagedDuration(db, episode.id)) ?? episode.secLength;
      // A player's clock may run a little past the last frame, or a report may come from a longer cut.
      const positionSeconds = Math.min(Math.floor(reportedSeconds), durationSeconds);
      await savePosition(db, {
        userId,
        episodeId: episode.id,
        positionSeconds,
        durationSeconds,
        finished: isFinished(positionSeconds, durationSeconds),
        watchedAt: now,
      });
    },

    async recordStart(viewer, episode, now) {
      await countPlaybackStart(db, { viewer, episodeId: episode.id, titleId: episode.titleId, at: now });
    },

    async watchingEpisodes(userId, query, now) {
      const { rows, total } = await listWatchingRow(db, userId, {
        ...pageWindow(query),
        now,
        displayGroup: query.display_group,
      });
      return {
        items: rows.map((row) => ({
          episode: toEpisodeUpdate(row, media),
          position_seconds: row.positionSeconds,
          duration_seconds: row.durationSeconds,
          watched_at: toJapanIso(row.watchedAt),
        })),
        pagination: paginationOf(query, total),
      };
    },

    async setVisible(userId, episodeId, visible) {
      // Only a real episode: one whose title has left the catalogue may still be taken out of the row.
      if (!(await episodeExists(db, episodeId))) throw new ApiError('notFound', { message: UNKNOWN_EPISODE_MESSAGE });
      await setInRow(db, userId, episodeId, visible);
    },
  };
}
