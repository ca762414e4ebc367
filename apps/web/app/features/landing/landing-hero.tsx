import type { Image } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { SizedImage } from '../../components/sized-image.tsx';
import './landing.css';

/**
 * The top of a landing or landing-layout campaign page: the first title's key art behind the heading and lead
 * (the heading alone when no title is left to show).
 */
export function LandingHero({ image, heading, lead }: { image: Image | undefined; heading: string; lead: ReactNode }) {
  return (
    <header className={image ? 'landing-hero' : 'landing-hero landing-hero--plain'}>
      {image ? <SizedImage image={image} className="landing-hero__image" loading="eager" fetchPriority="high" /> : null}
      <div className="landing-hero__text">
        <h1 className="landing-hero__heading">{heading}</h1>
        {lead ? <p className="landing-hero__lead">{lead}</p> : null}
      </div>
    </header>
  );
}
