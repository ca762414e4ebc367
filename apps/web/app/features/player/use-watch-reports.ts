/**
 * Tells the service where the viewer is (decision 0028): a member's position goes to the API every 10 s
 * while playing, on pause, when leaving the episode and on `pagehide` (with keepalive, so it outlives the
 * page); a guest's goes to local storage at the same moments. The first playing of the page records a
 * started playback (a view in the rankings). Failed reports are dropped: the next one carries a newer position.
 */
import { PLAYBACK_REPORT_INTERVAL_SECONDS } from '@hanabi/contract';
import { useEffect } from 'react';
import { browserApi } from '../../lib/browser-session.ts';
import { saveGuestPosition } from '../../lib/guest-watching.ts';

export interface WatchReportTarget {
  episodeId: number;
  durationSeconds: number;
  isMember: boolean;
}

function reporter({ episodeId, durationSeconds, isMember }: WatchReportTarget) {
  return (positionSeconds: number, keepalive = false) => {
    if (isMember) {
      browserApi()
        .then((api) => api.reportPlayback({ episode_id: episodeId, position_seconds: positionSeconds }, { keepalive }))
        .catch(() => undefined);
    } else {
      saveGuestPosition({ episodeId, positionSeconds, durationSeconds, now: new Date() });
    }
  };
}

export function useWatchReports(video: HTMLVideoElement | null, target: WatchReportTarget): void {
  const { episodeId, durationSeconds, isMember } = target;
  useEffect(() => {
    if (!video) return;
    const report = reporter({ episodeId, durationSeconds, isMember });
    let started = false;
    // Nothing is reported before playback really started: opening the page is not watching.
    const reportNow = (keepalive = false) => {
      if (started) report(video.currentTime, keepalive);
    };
    const onPlaying = () => {
      if (started) return;
      started = true;
      browserApi()
        .then((api) => api.recordWatchingHistory(episodeId))
        .catch(() => undefined);
    };
    const onPause = () => reportNow();
    const onPageHide = () => reportNow(true);
    const interval = window.setInterval(() => {
      if (!video.paused) reportNow();
    }, PLAYBACK_REPORT_INTERVAL_SECONDS * 1000);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(interval);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the episode inside the app (the next episode, another page): the last position counts.
      reportNow(true);
    };
  }, [video, episodeId, durationSeconds, isMember]);
}
