import type { DynamicLanding } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../../components/sized-image.tsx';
import './landing.css';

type LandingTitle = DynamicLanding['titles'][number];

/** How many pictures are in view on arrival: they load eagerly, the rest as the viewer scrolls. */
const EAGER_PICTURES = 2;

/**
 * A landing page's titles in its layout: `single_image` gives each title its wide key art and synopsis,
 * `vertical_image` a poster with the synopsis, `vertical_no_summary` posters and names only.
 */
export function LandingTitles({
  layout,
  titles,
  label,
}: Pick<DynamicLanding, 'layout' | 'titles'> & { label: string }) {
  return (
    <ul className={`landing-titles landing-titles--${layout}`} aria-label={label}>
      {titles.map((title, index) => (
        <li key={title.id}>
          <LandingTitleCard title={title} layout={layout} eager={index < EAGER_PICTURES} />
        </li>
      ))}
    </ul>
  );
}

function LandingTitleCard({
  title,
  layout,
  eager,
}: {
  title: LandingTitle;
  layout: DynamicLanding['layout'];
  eager: boolean;
}) {
  const loading = eager ? 'eager' : 'lazy';
  return (
    <Link to={`/titles/${title.id}`} className="landing-title">
      <span className="landing-title__picture">
        <SizedImage image={layout === 'single_image' ? title.key_art : title.poster} loading={loading} />
      </span>
      <span className="landing-title__text">
        <span className="landing-title__name">{title.name}</span>
        {title.episode_count > 0 ? <span className="landing-title__meta">{title.episode_count}話配信中</span> : null}
        {layout === 'vertical_no_summary' ? null : <span className="landing-title__synopsis">{title.synopsis}</span>}
      </span>
    </Link>
  );
}
