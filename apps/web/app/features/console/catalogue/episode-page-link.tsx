/**
 * The links from the catalogue screens to an episode's own pages under /admin/episodes/{id}/: its video, and
 * the skip markers and 360° flag of its packaged video, and the scenes of its cut (decision 0059).
 */
import { Link } from 'react-router';

/** An episode's own pages: the video (upload, packaging progress, the package in use), its markers, its scenes. */
const EPISODE_PAGE_LABELS = {
  video: '動画',
  markers: 'スキップ位置と360°映像',
  'cut-scenes': 'シーン位置（通常版・規制解除版）',
} as const;

type EpisodePage = keyof typeof EPISODE_PAGE_LABELS;

export function EpisodePageLink({ episodeId, page, label }: { episodeId: number; page: EpisodePage; label?: string }) {
  return (
    <Link to={`/admin/episodes/${episodeId}/${page}`} className="console-button">
      {label ?? EPISODE_PAGE_LABELS[page]}
    </Link>
  );
}
