import { Link } from 'react-router';
import { playPath } from '../../lib/episode-paths.ts';
import './purchase.css';

/** 「再生する」 for an episode the viewer may watch. */
export function PlayLink({ titleId, episodeId }: { titleId: number; episodeId: number }) {
  return (
    <Link to={playPath(titleId, episodeId)} className="button button--primary purchase-card__action">
      再生する
    </Link>
  );
}
