/**
 * shaka-player, set up for one episode: its DRM licence servers (ClearKey always; Widevine, PlayReady and
 * FairPlay when the API offers them) and the call rules the licence endpoints need. Loaded on demand: the
 * library is large and only the player page uses it.
 */
import type { Playback } from '@hanabi/contract';
import type shakaNamespace from 'shaka-player';

export type ShakaPlayer = shakaNamespace.Player;

/** Key systems by the playback block's DRM names. */
const KEY_SYSTEMS = {
  clearkey: 'org.w3.clearkey',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  fairplay: 'com.apple.fps',
} as const;

function licenceServers(drm: Playback['drm']): Record<string, string> {
  const servers: Record<string, string> = {};
  for (const [name, keySystem] of Object.entries(KEY_SYSTEMS)) {
    const server = drm[name as keyof typeof KEY_SYSTEMS];
    if (server) servers[keySystem] = server.license_url;
  }
  return servers;
}

/** Browsers without Media Source Extensions (older iPhones) play the HLS manifest natively. */
function manifestFor(video: HTMLVideoElement, playback: Playback): string {
  const hasMediaSource = typeof window.MediaSource !== 'undefined' || 'ManagedMediaSource' in window;
  return !hasMediaSource && video.canPlayType('application/vnd.apple.mpegurl') ? playback.hls_url : playback.dash_url;
}

export class UnsupportedBrowserError extends Error {}

let shakaModule: Promise<typeof import('shaka-player')> | null = null;

/**
 * The library, downloaded once. The player page asks for it as soon as its code runs in the browser, before
 * hydration, so the download overlaps with the page's own start (decision 0029).
 */
export function loadShaka(): Promise<typeof import('shaka-player')> {
  shakaModule ??= import('shaka-player');
  return shakaModule;
}

/**
 * A player attached to `video`, loading the episode from `startSeconds`. Rejects with shaka's error when
 * loading fails, and with UnsupportedBrowserError where shaka cannot play at all.
 */
export async function startShakaSession(
  video: HTMLVideoElement,
  playback: Playback,
  startSeconds: number,
): Promise<ShakaPlayer> {
  const { default: shaka } = await loadShaka();
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) throw new UnsupportedBrowserError();
  const player = new shaka.Player();
  await player.attach(video);
  player.configure({ drm: { servers: licenceServers(playback.drm) } });
  player.getNetworkingEngine()?.registerRequestFilter((type, request) => {
    if (type !== shaka.net.NetworkingEngine.RequestType.LICENSE) return;
    // The licence is the viewer's: it goes with their session cookie, and as a state-changing call it carries
    // the header the API's CSRF defence asks for (spec §7).
    request.allowCrossSiteCredentials = true;
    request.headers['X-Requested-With'] = 'XMLHttpRequest';
    // The ClearKey request is EME's JSON; shaka leaves its type unsaid, and the API reads JSON only as JSON.
    if (request.uris[0] === playback.drm.clearkey.license_url) request.headers['Content-Type'] = 'application/json';
  });
  try {
    await player.load(manifestFor(video, playback), startSeconds);
  } catch (error) {
    await player.destroy();
    throw error;
  }
  return player;
}
