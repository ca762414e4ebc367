import type { DynamicLanding } from '@hanabi/contract';
import { JoinCall, type JoinOffer } from './join-call.tsx';
import { LandingHero } from './landing-hero.tsx';
import { LandingTitles } from './landing-titles.tsx';
import './landing.css';

/**
 * A landing page under /lp/ (spec §2): the hero from its first title, the call to join, its titles in the
 * landing's layout, and the call once more for whoever scrolled to the end.
 */
export function LandingPage({ landing, offer }: { landing: DynamicLanding; offer: JoinOffer }) {
  return (
    <article className="landing">
      <LandingHero image={landing.titles[0]?.key_art} heading={landing.heading} lead={landing.lead} />
      <JoinCall offer={offer} headingId="join-call-top" />
      {landing.titles.length > 0 ? (
        <section className="landing__section" aria-labelledby="landing-titles-heading">
          <h2 id="landing-titles-heading" className="section__heading">
            配信中の作品
          </h2>
          <LandingTitles layout={landing.layout} titles={landing.titles} label={landing.heading} />
        </section>
      ) : null}
      <JoinCall offer={offer} headingId="join-call-bottom" />
    </article>
  );
}
