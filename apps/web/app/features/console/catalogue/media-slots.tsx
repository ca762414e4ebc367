/**
 * Where a title's pictures and an episode's video are managed. Their pages and upload calls are built apart
 * (images: POST /admin/v1/titles/{id}/images/{kind}; video: /admin/episodes/{id}/video, issue 17); these slots
 * are the places in the catalogue screens that lead there.
 */
import { Link } from 'react-router';

/** The episode's video page: upload, packaging progress, the package in use. */
export function episodeVideoPath(episodeId: number): string {
  return `/admin/episodes/${episodeId}/video`;
}

export function EpisodeVideoLink({ episodeId, label = '動画' }: { episodeId: number; label?: string }) {
  return (
    <Link to={episodeVideoPath(episodeId)} className="console-button">
      {label}
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
