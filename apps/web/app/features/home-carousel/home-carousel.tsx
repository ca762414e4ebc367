import type { HomeSlide } from '@hanabi/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HomeSlideCard } from '../../components/home-slide.tsx';
import { useMatureArtwork } from '../../components/mature-artwork.tsx';
import { type SectionPlace, sectionLink } from '../../lib/navigation/section-link.ts';
import { useAutoAdvance } from './use-auto-advance.ts';
import './home-carousel.css';

/**
 * Like every link of home, a slide says where it sat (spec §2's section parameters). Above the catalogue's
 * sections, at 0 like the viewer's own continue-watching row, so their places stay what they were.
 */
const KEY_VISUAL: SectionPlace = { sectionId: 'key_visual', sectionPos: 0, sectionType: 'key_visual' };

/**
 * The key-visual carousel at the top of home (decision 0053). The slides sit side by side in a scroll-snapping
 * track: a phone swipes it natively, a desktop has previous/next buttons, and a keyboard tabs from slide link
 * to slide link (each scrolls into view). The first slide is in the server's HTML, sized, and fetched first:
 * it can be the page's largest paint without moving anything. Auto-advance pauses on hover, on focus and for
 * reduced motion, and has its own pause button.
 */
export function HomeCarousel({ slides }: { slides: readonly HomeSlide[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;

  const show = useCallback(
    (index: number, smooth: boolean) => {
      const element = track.current;
      if (!element) return;
      const target = (index + count) % count;
      element.scrollTo({ left: target * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    },
    [count],
  );

  const { paused, running, reducedMotion, togglePaused } = useAutoAdvance(
    useCallback(() => show(current + 1, true), [show, current]),
    hovered || focused,
    count > 1,
  );
  const step = (delta: number) => show(current + delta, !reducedMotion);

  // The slide in view follows the track, however it moved: a swipe, a button, a tab to a link.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    let frame = 0;
    const scrolled = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setCurrent(Math.round(element.scrollLeft / Math.max(element.clientWidth, 1))),
      );
    };
    element.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      element.removeEventListener('scroll', scrolled);
      cancelAnimationFrame(frame);
    };
  }, []);

  if (count === 0) return null;
  return (
    <section
      className="home-carousel"
      aria-roledescription="カルーセル"
      aria-label="おすすめ作品"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* Announced as it changes only while it does not change by itself (the carousel pattern of WAI-ARIA). */}
      <ul ref={track} className="home-carousel__track" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          <CarouselSlide key={slide.id} slide={slide} index={index} count={count} />
        ))}
      </ul>
      {count > 1 ? (
        <div className="home-carousel__controls">
          <button
            type="button"
            className="home-carousel__button home-carousel__button--pause"
            onClick={togglePaused}
            aria-label={paused ? '自動再生を開始' : '自動再生を停止'}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <span className="home-carousel__position" aria-hidden="true">
            {current + 1} / {count}
          </span>
          <button
            type="button"
            className="home-carousel__button home-carousel__button--step"
            onClick={() => step(-1)}
            aria-label="前のスライド"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="home-carousel__button home-carousel__button--step"
            onClick={() => step(1)}
            aria-label="次のスライド"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

function CarouselSlide({ slide, index, count }: { slide: HomeSlide; index: number; count: number }) {
  const artwork = useMatureArtwork(slide.is_mature, slide.headline);
  return (
    <li
      className="home-carousel__slide"
      aria-roledescription="スライド"
      aria-label={`${index + 1}枚目（全${count}枚）`}
      {...artwork.frame}
    >
      <HomeSlideCard slide={slide} first={index === 0} to={sectionLink(slide.path, KEY_VISUAL, index + 1)} />
      {artwork.button}
    </li>
  );
}
