import type { AdminHomeSlide } from '@hanabi/contract';
import { HomeSlideCard } from '../../../components/home-slide.tsx';
import './slides.css';

/** The link a slide leads viewers to, as the viewer API answers it. */
function viewerPath(slide: AdminHomeSlide): string {
  return slide.campaign ? `/campaigns/${encodeURIComponent(slide.campaign.slug)}` : `/titles/${slide.title?.id ?? ''}`;
}

/**
 * The slide as viewers see it, drawn by the carousel's own slide component in two frames: a phone (360 px
 * wide) and a desktop page (its full 1,168 px, shown at half size). The frames are inert: the preview's link
 * leads nowhere from the console.
 */
export function SlidePreview({ slide }: { slide: AdminHomeSlide }) {
  const { image } = slide;
  return (
    <section aria-labelledby="slide-preview-heading" className="console-section">
      <h2 id="slide-preview-heading" className="console-section-heading">
        プレビュー
      </h2>
      {image === null ? (
        <p>画像をアップロードすると、ここにスマートフォンとパソコンでの見え方が表示されます。</p>
      ) : (
        <div className="slide-preview">
          {(['phone', 'desktop'] as const).map((device) => (
            <figure key={device} className={`slide-preview__device slide-preview__device--${device}`}>
              <figcaption>
                {device === 'phone' ? 'スマートフォン（幅 360px）' : 'パソコン（幅 1,168px を半分の大きさで表示）'}
              </figcaption>
              <div className="slide-preview__viewport" inert>
                <div className="slide-preview__slide">
                  <HomeSlideCard
                    slide={{ id: slide.id, headline: slide.headline, line: slide.line, image, path: viewerPath(slide) }}
                    first={false}
                  />
                </div>
              </div>
            </figure>
          ))}
        </div>
      )}
    </section>
  );
}
