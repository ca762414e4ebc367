/**
 * The skip markers and the 360° flag of an episode's packaged video (`episode_media`), read and saved by
 * operators. The viewer's episode answer reads the same row (episodes module, `playback.skip` and `is_vr`), so
 * a save shows on the next play. The contract's schema checks the markers against each other; the video's
 * length is checked here, on the row held for the save.
 */
import { EPISODE_MARKER_MESSAGES, type EpisodeMarkers, type EpisodeMarkersWriteRequest } from '@hanabi/contract';
import { type AppDatabase, appendAuditEntry, episodeMedia, episodes, titles } from '@hanabi/db';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../lib/api-error.ts';
import type { AuditActor } from '../../lib/audit-actor.ts';

type Markers = Required<EpisodeMarkersWriteRequest>;

const markerColumns = {
  opening_start: episodeMedia.openingStartSeconds,
  opening_end: episodeMedia.openingEndSeconds,
  ending_start: episodeMedia.endingStartSeconds,
  ending_end: episodeMedia.endingEndSeconds,
  is_vr: episodeMedia.isVr,
};

const NOT_FOUND = 'このエピソードは見つかりません。';

export async function getEpisodeMarkers(db: AppDatabase, episodeId: number): Promise<EpisodeMarkers> {
  const [row] = await db
    .select({
      episode_id: episodes.id,
      title_id: titles.id,
      title_name: titles.name,
      prefix: episodes.prefixName,
      name: episodes.name,
      duration_seconds: episodeMedia.durationSeconds,
      ...markerColumns,
    })
    .from(episodes)
    .innerJoin(titles, eq(titles.id, episodes.titleId))
    .leftJoin(episodeMedia, eq(episodeMedia.episodeId, episodes.id))
    .where(eq(episodes.id, episodeId));
  if (!row) throw new ApiError('notFound', { message: NOT_FOUND });
  const { episode_id, title_id, title_name, prefix, name, duration_seconds, is_vr, ...markers } = row;
  return {
    episode_id,
    title_id,
    title_name,
    episode_label: `${prefix} ${name}`,
    video: duration_seconds === null || is_vr === null ? null : { duration_seconds, is_vr, ...markers },
  };
}

/** 400 naming the first marker past the end of the video. */
function requireWithin(markers: Markers, durationSeconds: number): void {
  const fields = ['opening_start', 'opening_end', 'ending_start', 'ending_end'] as const;
  const past = fields.find((field) => {
    const seconds = markers[field];
    // A span's start must leave room before the end; its end may be the very end.
    return seconds !== null && (field.endsWith('_start') ? seconds >= durationSeconds : seconds > durationSeconds);
  });
  if (past) {
    throw new ApiError('badRequest', {
      message: EPISODE_MARKER_MESSAGES.beyondVideo(durationSeconds),
      details: [{ field: `body.${past}`, reason: 'beyond_video' }],
    });
  }
}

/** Saves the markers and the 360° flag; 404 for an unknown episode, 409 while it has no packaged video. */
export async function saveEpisodeMarkers(
  db: AppDatabase,
  actor: AuditActor,
  episodeId: number,
  markers: Markers,
): Promise<EpisodeMarkers> {
  await db.transaction(async (tx) => {
    const [episode] = await tx.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, episodeId));
    if (!episode) throw new ApiError('notFound', { message: NOT_FOUND });
    // Held until commit, so a packaging job cannot swap the video (and its length) under the check.
    const [before] = await tx
      .select({ duration_seconds: episodeMedia.durationSeconds, ...markerColumns })
      .from(episodeMedia)
      .where(eq(episodeMedia.episodeId, episodeId))
      .for('update');
    if (!before) throw new ApiError('conflict', { message: EPISODE_MARKER_MESSAGES.noVideo });
    requireWithin(markers, before.duration_seconds);
    await tx
      .update(episodeMedia)
      .set({
        openingStartSeconds: markers.opening_start,
        openingEndSeconds: markers.opening_end,
        endingStartSeconds: markers.ending_start,
        endingEndSeconds: markers.ending_end,
        isVr: markers.is_vr,
      })
      .where(eq(episodeMedia.episodeId, episodeId));
    const { duration_seconds: _length, ...previous } = before;
    await appendAuditEntry(tx, {
      ...actor,
      operation: 'episode.markers',
      targetType: 'episode',
      targetId: episodeId,
      before: previous,
      after: markers,
    });
  });
  return getEpisodeMarkers(db, episodeId);
}
