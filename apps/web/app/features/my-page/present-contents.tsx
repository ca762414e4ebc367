import type { EpisodeTicketPresent, Present } from '@hanabi/contract';
import { Link } from 'react-router';
import { playPath } from '../../lib/episode-paths.ts';
import { formatPoints } from '../../lib/format.ts';

/** What a present holds, in one line: gift points and how long they last, or the episode a ticket opens. */
export function PresentContents({ present }: { present: Present }) {
  return (
    <p className="record__meta">
      {present.kind === 'gift_points'
        ? `ギフトポイント ${formatPoints(present.points)}（受け取りから${present.points_valid_days}日間有効）`
        : `『${present.episode.title_name}』${present.episode.prefix_name}を無料で視聴できるチケット`}
    </p>
  );
}

/** Once a ticket is received, the way to its episode on the title page. */
export function TicketEpisodeLink({ ticket }: { ticket: EpisodeTicketPresent }) {
  const { episode } = ticket;
  return (
    <Link
      to={playPath(episode.title_id, episode.id)}
      className="button button--outline button--small"
      aria-label={`『${episode.title_name}』${episode.prefix_name}を見る`}
    >
      {episode.prefix_name}を見る
    </Link>
  );
}
