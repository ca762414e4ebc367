import type { Playback, VendorDrmSystem } from '@hanabi/contract';
import { mediaFileUrl } from '../../lib/media-url.ts';
import type { PackagedEpisode } from './episode-media.repository.ts';

/**
 * Where the player finds an episode's manifests (the media base URL: the API's /media/ or the CDN) and its
 * licences (always the API's own origin: keys never leave it otherwise; decision 0044), and its configuration.
 */
export interface PlaybackSettings {
  apiOrigin: string;
  mediaBaseUrl: string;
  /** The vendor DRM systems with a configured licence server; the others are offered as null. */
  vendorSystems: readonly VendorDrmSystem[];
}

/** The licence endpoint of a DRM system for one episode (licenses module). */
export function licenseUrl(apiOrigin: string, system: 'clearkey' | VendorDrmSystem, episodeId: number): string {
  return `${apiOrigin}/v1/licenses/${system}/${episodeId}`;
}

/**
 * The playback block of the episode answer. `resumeSeconds` is where the viewer left off (decision 0028): a
 * member's kept position, 0 when there is none to resume.
 */
export function toPlayback(
  episodeId: number,
  { media }: PackagedEpisode,
  settings: PlaybackSettings,
  resumeSeconds: number,
): Playback {
  const { apiOrigin, mediaBaseUrl, vendorSystems } = settings;
  const vendor = (system: VendorDrmSystem) =>
    vendorSystems.includes(system) ? { license_url: licenseUrl(apiOrigin, system, episodeId) } : null;
  const { openingStartSeconds: start, openingEndSeconds: end } = media;
  return {
    dash_url: mediaFileUrl(mediaBaseUrl, `${media.assetPath}/manifest.mpd`),
    hls_url: mediaFileUrl(mediaBaseUrl, `${media.assetPath}/master.m3u8`),
    drm: {
      clearkey: { license_url: licenseUrl(apiOrigin, 'clearkey', episodeId) },
      widevine: vendor('widevine'),
      playready: vendor('playready'),
      fairplay: vendor('fairplay'),
    },
    key_id: media.keyId,
    duration_seconds: media.durationSeconds,
    rendition_heights: media.renditionHeights,
    resume_seconds: resumeSeconds,
    skip: {
      opening: start !== null && end !== null ? { start, end } : null,
      ending_start: media.endingStartSeconds,
      ending_end: media.endingEndSeconds,
    },
    is_vr: media.isVr,
  };
}
