import type { RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/browser-session.ts';

export interface CutSwitchLinkProps {
  /** The other cut's player. */
  to: string;
  /** The cut playing now. */
  cut: 'broadcast' | 'premium';
  episodeId: number;
  isMember: boolean;
  /** The video of the cut playing now, when it plays. */
  videoRef: RefObject<HTMLVideoElement | null>;
}

/**
 * 「規制解除版を見る」/「通常版を見る」 (decision 0059). A member's position is reported before the other cut's
 * page loads, so the API, which carries it to the same scene of that cut, answers from where they are now
 * rather than from the last periodic report. A guest's positions never cross cuts: the premium cut is for
 * premium members.
 */
export function CutSwitchLink({ to, cut, episodeId, isMember, videoRef }: CutSwitchLinkProps) {
  const navigate = useNavigate();
  return (
    <Link
      to={to}
      className="button"
      onClick={(event) => {
        const video = videoRef.current;
        if (!isMember || !video || video.currentTime === 0) return;
        event.preventDefault();
        const position = video.currentTime;
        browserApi()
          .then((api) => api.reportPlayback({ episode_id: episodeId, position_seconds: position }))
          .catch(() => undefined)
          .finally(() => navigate(to));
      }}
    >
      {cut === 'premium' ? '通常版を見る' : '規制解除版を見る'}
    </Link>
  );
}
