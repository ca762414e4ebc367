/**
 * Where a title's pictures and an episode's video are managed. Their pages and upload calls are built apart
 * (images: POST /admin/v1/titles/{id}/images/{kind}; an episode's video, and the skip markers and 360° flag of
 * its packaged video, on pages of their own under /admin/episodes/{id}/); these slots are the places in the
 * catalogue screens that lead there.
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

/**
 * The title's key art and poster. TODO(images): the upload form goes here, posting to
 * POST /admin/v1/titles/{id}/images/{kind}; until then the title shows the placeholder pictures.
 */
export function TitleImagesSlot({ titleId }: { titleId: number }) {
  return (
    <section aria-labelledby="title-images-heading" className="console-section catalogue-slot" data-title-id={titleId}>
      <h2 id="title-images-heading" className="console-section-heading">
        キービジュアル・ポスター
      </h2>
      <p>画像のアップロードはまだできません。それまでは仮の画像が表示されます。</p>
    </section>
  );
}
