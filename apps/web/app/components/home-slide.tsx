import type { HomeSlide } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from './sized-image.tsx';
import './home-slide.css';

/** The widths a slide is shown at: the whole viewport up to the page's width (--page-max, 1600 px). */
export const SLIDE_SIZES = '(min-width: 1600px) 1600px, 100vw';

interface HomeSlideCardProps {
  /** Whether it leads to a mature title is the carousel's business (its blur in discreet mode), not the card's. */
  slide: Omit<HomeSlide, 'is_mature'>;
  /** The first slide is the page's largest paint: fetched at once and first; the others wait until near. */
  first: boolean;
  /** Where the link goes when not the slide's own path: on home, the path with its section parameters. */
  to?: string;
}

/**
 * One slide of the home carousel (decision 0053): its artwork, headline and line, all one link to the title or
 * campaign. It fills the box it is given; the text scales with the box's width (container units), so the
 * console's phone and desktop preview frames draw it as viewers see it at those widths.
 */
export function HomeSlideCard({ slide, first, to = slide.path }: HomeSlideCardProps) {
  return (
    <Link to={to} className="home-slide" prefetch="intent">
      <SizedImage
        image={slide.image}
        sizes={SLIDE_SIZES}
        className="home-slide__image"
        {...(first ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
      />
      <span className="home-slide__text">
        <span className="home-slide__headline">{slide.headline}</span>
        {slide.line ? <span className="home-slide__line">{slide.line}</span> : null}
      </span>
    </Link>
  );
}
