import { type ReactNode, useId } from 'react';
import './info-section.css';

/** One topic of a guide page: an h2 and its text, in a raised card. */
export function InfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="info-section__heading">
        {heading}
      </h2>
      <div className="info-section__body">{children}</div>
    </section>
  );
}

/** Term and description pairs: a browser and its versions, a quality and its bandwidth. */
export function InfoTable({ caption, rows }: { caption: string; rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <table className="info-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map(([term, description]) => (
          <tr key={term}>
            <th scope="row">{term}</th>
            <td>{description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Numbered steps: how to register, how to buy. */
export function InfoSteps({ steps }: { steps: readonly ReactNode[] }) {
  return (
    <ol className="info-steps">
      {steps.map((step, index) => (
        // The steps are fixed text in a fixed order: the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="info-steps__step">
          {step}
        </li>
      ))}
    </ol>
  );
}

export interface TierCardContent {
  name: string;
  price: string;
  points: readonly string[];
}

/** Kinds of membership side by side: name, price and what each brings. */
export function TierCards({ tiers }: { tiers: readonly TierCardContent[] }) {
  return (
    <ul className="tier-grid">
      {tiers.map((tier) => (
        <li key={tier.name} className="tier-card">
          <p className="tier-card__name">{tier.name}</p>
          <p className="tier-card__price">{tier.price}</p>
          <ul className="info-list">
            {tier.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
