/**
 * The links from the catalogue screens to an episode's own pages under /admin/episodes/{id}/: its video, and
 * the skip markers and 360° flag of its packaged video.
 */
import { Link } from 'react-router';

/** An episode's own pages: the video (upload, packaging progress, the package in use) and its markers. */
const EPISODE_PAGE_LABELS = { video: '動画', markers: 'スキップ位置と360°映像' } as const;

type EpisodePage = keyof typeof EPISODE_PAGE_LABELS;

export function EpisodePageLink({ episodeId, page, label }: { episodeId: number; page: EpisodePage; label?: string }) {
  return (
    <Link to={`/admin/episodes/${episodeId}/${page}`} className="console-button">
      {label ?? EPISODE_PAGE_LABELS[page]}
    </Link>
  );
}
