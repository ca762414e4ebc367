import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import './catalogue-lists.css';

interface ListSectionProps {
  heading: string;
  /** Where the whole list is, when the section shows only its start. */
  more?: { to: string; label: string };
  children: ReactNode;
}

/** One part of a page made of several lists (rankings by genre, youth genres): an h2 and its cards. */
export function ListSection({ heading, more, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <section className="list-section" aria-labelledby={headingId}>
      <div className="list-section__head">
        <h2 id={headingId} className="section__heading">
          {heading}
        </h2>
        {more ? (
          <Link to={more.to} className="list-section__more">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
