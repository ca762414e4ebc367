import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Seconds between the end of an episode and the next one starting by itself. */
export const NEXT_EPISODE_COUNTDOWN_SECONDS = 5;

/**
 * At the end of an episode: the next one starts after a countdown the viewer can cancel or skip. Rendered
 * only once the episode ended and there is a next one.
 */
export function NextEpisodeCountdown({ nextPath, onCancel }: { nextPath: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(NEXT_EPISODE_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      void navigate(nextPath);
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate, nextPath]);
  return (
    <div className="player-next" role="status">
      <p className="player-next__text">{left}秒後に次のエピソードを再生します</p>
      <div className="player-next__actions">
        <button type="button" className="button" onClick={onCancel}>
          キャンセル
        </button>
        <button type="button" className="button button--primary" onClick={() => void navigate(nextPath)}>
          今すぐ再生
        </button>
      </div>
    </div>
  );
}
