import type { ReactNode } from 'react';
import { HomeSection } from '../../components/home-section.tsx';
import { Rail, titleRailItem } from '../../components/rail.tsx';
import { playPath } from '../../lib/episode-paths.ts';
import { formatJapanDate } from '../../lib/format.ts';
import type { SectionPlace } from '../../lib/navigation/section-link.ts';
import type { HomeSections } from './home-sections.server.ts';
import './home-sections.css';

/**
 * The sections in page order; `sectionPos` is each one's place, stable whether or not the others show (the
 * continue-watching row above them is 0: features/watching).
 */
const PLACES = {
  newEpisodes: { sectionId: 'new_episodes', sectionPos: 1, sectionType: 'episodes' },
  ranking: { sectionId: 'ranking_weekly', sectionPos: 2, sectionType: 'ranking' },
  recommended: { sectionId: 'recommended', sectionPos: 3, sectionType: 'recommendation' },
  features: { sectionId: 'features', sectionPos: 4, sectionType: 'feature' },
  exclusives: { sectionId: 'exclusives', sectionPos: 5, sectionType: 'exclusive' },
  scheduled: { sectionId: 'scheduled_deliveries', sectionPos: 6, sectionType: 'scheduled' },
} satisfies Record<string, SectionPlace>;

/** A rail of its own inside a section (one per genre, one per feature), at the section's place. */
const subPlace = (section: SectionPlace, sectionId: string): SectionPlace => ({ ...section, sectionId });

const EXCLUSIVE_LABELS = { exclusive: '独占', early: '先行' } as const;

interface HomePageProps {
  sections: HomeSections;
  personalised: boolean;
  /**
   * The viewer's own row, above the catalogue's sections (the continue-watching row); the route puts it in,
   * as features do not import each other.
   */
  leading?: ReactNode;
  /** The leading row is in the server's HTML with pictures: its first picture, not 新着エピソード's, paints first. */
  leadingPaintsFirst?: boolean;
}

export function HomePage({ sections, personalised, leading = null, leadingPaintsFirst = false }: HomePageProps) {
  const { newEpisodes, ranking, recommended, features, exclusives, scheduled } = sections;
  return (
    <div className="page home">
      <h1 className="visually-hidden">Hanabi ホーム</h1>
      {leading}
      <HomeSection place={PLACES.newEpisodes} heading="新着エピソード" result={newEpisodes} morePath="/new_episodes">
        {(episodes) => (
          <Rail
            label="新着エピソード"
            place={PLACES.newEpisodes}
            first={!leadingPaintsFirst}
            items={episodes.map((episode) => ({
              key: episode.id,
              path: playPath(episode.title.id, episode.id),
              image: episode.thumbnail,
              shape: 'wide',
              name: episode.title.name,
              note: `${episode.prefix_name} ${episode.name}`,
              ...(episode.is_free ? { badge: { kind: 'free', label: '無料' } } : {}),
            }))}
          />
        )}
      </HomeSection>

      <HomeSection place={PLACES.ranking} heading="週間ランキング" result={ranking} morePath="/rankings">
        {(titles) => (
          <Rail
            label="週間ランキング"
            place={PLACES.ranking}
            items={titles.map((title) => titleRailItem(title, { badge: { kind: 'rank', label: `${title.rank}位` } }))}
          />
        )}
      </HomeSection>

      <HomeSection
        place={PLACES.recommended}
        heading={personalised ? 'あなたへのおすすめ' : 'ジャンル別のおすすめ'}
        result={recommended}
        morePath="/recommended_titles"
      >
        {(genres) =>
          genres.map(({ genre, titles }) => (
            <div key={genre.id} className="home-subsection">
              <h3 className="home-subsection__heading">{genre.name}</h3>
              <Rail
                label={`${genre.name}のおすすめ`}
                place={subPlace(PLACES.recommended, `recommended_genre_${genre.id}`)}
                items={titles.map((title) => titleRailItem(title))}
              />
            </div>
          ))
        }
      </HomeSection>

      <HomeSection place={PLACES.features} heading="特集" result={features}>
        {(list) =>
          list.map((feature) => (
            <div key={feature.id} className="home-subsection">
              <h3 className="home-subsection__heading">{feature.name}</h3>
              {feature.description ? <p className="home-subsection__lead">{feature.description}</p> : null}
              <Rail
                label={feature.name}
                place={subPlace(PLACES.features, `feature_${feature.id}`)}
                items={feature.titles.map((title) => titleRailItem(title))}
              />
            </div>
          ))
        }
      </HomeSection>

      <HomeSection place={PLACES.exclusives} heading="独占・先行配信" result={exclusives} morePath="/exclusive_titles">
        {(titles) => (
          <Rail
            label="独占・先行配信"
            place={PLACES.exclusives}
            items={titles.map((title) =>
              titleRailItem(title, {
                badge: { kind: title.exclusive.kind, label: EXCLUSIVE_LABELS[title.exclusive.kind] },
                note: `${formatJapanDate(title.exclusive.ends_at)}まで`,
              }),
            )}
          />
        )}
      </HomeSection>

      <HomeSection place={PLACES.scheduled} heading="配信予定" result={scheduled}>
        {(titles) => (
          <Rail
            label="配信予定"
            place={PLACES.scheduled}
            items={titles.map((title) => ({
              ...titleRailItem(title, {
                note: title.next_episode
                  ? `${title.next_episode.prefix_name}は${formatJapanDate(title.delivery_at)}配信`
                  : `${formatJapanDate(title.delivery_at)}配信開始`,
              }),
              // A title that has not started has no page yet; one with a coming episode has.
              path: title.next_episode ? `/titles/${title.id}` : null,
            }))}
          />
        )}
      </HomeSection>
    </div>
  );
}
