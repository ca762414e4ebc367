import type { ScheduledDeliveryList } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import { formatJapanDate } from '../../lib/format.ts';
import './notices.css';

type UpcomingRelease = ScheduledDeliveryList['items'][number];

/** 「第3話 11月28日配信」 for a coming episode, 「11月28日 配信開始」 for a title yet to start. */
function releaseNote(release: UpcomingRelease): string {
  const day = formatJapanDate(release.delivery_at);
  return release.next_episode ? `${release.next_episode.prefix_name}は${day}配信` : `${day}配信開始`;
}

/**
 * Titles and episodes to come, soonest first. A title that has not started has no page yet, so only the
 * titles with a coming episode link to theirs.
 */
export function UpcomingReleaseList({ releases }: { releases: UpcomingRelease[] }) {
  return (
    <ul className="release-rows" aria-label="配信予定の作品">
      {releases.map((release) => {
        const content = (
          <>
            <span className="release-row__poster">
              <SizedImage image={release.poster} loading="lazy" />
            </span>
            <span className="release-row__text">
              <span className="release-row__name">{release.name}</span>
              <span className="release-row__note">{releaseNote(release)}</span>
            </span>
          </>
        );
        return (
          <li key={`${release.id}-${release.next_episode?.id ?? 'start'}`}>
            {release.next_episode ? (
              <Link to={`/titles/${release.id}`} className="release-row">
                {content}
              </Link>
            ) : (
              <div className="release-row">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
