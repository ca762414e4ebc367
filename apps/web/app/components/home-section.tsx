import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SectionResult } from '../lib/api.server.ts';
import { type SectionPlace, sectionLink } from '../lib/navigation/section-link.ts';
import { SectionResultView } from './section-result.tsx';
import './home-section.css';

interface HomeSectionProps<T> {
  place: SectionPlace;
  heading: string;
  result: SectionResult<{ items: T[] }>;
  /** The whole list this section shows the start of. */
  morePath?: string;
  children: (items: T[]) => ReactNode;
}

/**
 * One section of the home page: its heading (and 「もっと見る」), then its items. An empty section is left
 * out; a failed one keeps its heading and says so, with 「再読み込み」, while the others render.
 */
export function HomeSection<T>({ place, heading, result, morePath, children }: HomeSectionProps<T>) {
  if (result.ok && result.data.items.length === 0) return null;
  const headingId = `home-${place.sectionId}`;
  return (
    <section className="section home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="section__heading">
          {heading}
        </h2>
        {morePath ? (
          <Link to={sectionLink(morePath, place, 0)} className="home-section__more">
            もっと見る<span className="visually-hidden">（{heading}）</span>
          </Link>
        ) : null}
      </div>
      <SectionResultView subject={heading} result={result} emptyText="">
        {({ items }) => children(items)}
      </SectionResultView>
    </section>
  );
}
