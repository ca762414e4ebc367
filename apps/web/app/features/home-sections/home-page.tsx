import type { HomeSectionKey } from '@hanabi/contract';
import { Fragment, type ReactNode } from 'react';
import { HomeSection } from '../../components/home-section.tsx';
import { Rail, titleRailItem } from '../../components/rail.tsx';
import { playPath } from '../../lib/episode-paths.ts';
import { formatJapanDate } from '../../lib/format.ts';
import type { SectionPlace } from '../../lib/navigation/section-link.ts';
import type { HomeSections } from './home-sections.server.ts';
import './home-sections.css';

/**
 * What each section is; its place (`sectionPos`) is where the editors' order puts it among the sections shown,
 * from 1, stable whether or not a section fails or is empty (the continue-watching row above them is 0:
 * features/watching).
 */
const KINDS = {
  new_episodes: 'episodes',
  ranking_weekly: 'ranking',
  recommended: 'recommendation',
  features: 'feature',
  exclusives: 'exclusive',
  scheduled_deliveries: 'scheduled',
} satisfies Record<HomeSectionKey, string>;

const placeOf = (key: HomeSectionKey, index: number): SectionPlace => ({
  sectionId: key,
  sectionPos: index + 1,
  sectionType: KINDS[key],
});

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

interface SectionContext {
  results: HomeSections['results'];
  personalised: boolean;
  leadingPaintsFirst: boolean;
}

/** One section of the home at its place; null when it was not loaded (the editors hid it). */
/**
 * The おすすめ section's heading: a member's own recommendations, else — for a guest — the genres', unless the
 * editors' picks lead the section (decision 0064).
 */
function recommendedHeading(personalised: boolean, leadsWithPicks: boolean): string {
  if (personalised) return 'あなたへのおすすめ';
  return leadsWithPicks ? 'おすすめ' : 'ジャンル別のおすすめ';
}

function renderSection(key: HomeSectionKey, place: SectionPlace, context: SectionContext): ReactNode {
  const { results, personalised, leadingPaintsFirst } = context;
  switch (key) {
    case 'new_episodes': {
      const result = results.new_episodes;
      return result ? (
        <HomeSection place={place} heading="新着エピソード" result={result} morePath="/new_episodes">
          {(episodes) => (
            <Rail
              label="新着エピソード"
              place={place}
              first={!leadingPaintsFirst && place.sectionPos === 1}
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
      ) : null;
    }
    case 'ranking_weekly': {
      const result = results.ranking_weekly;
      return result ? (
        <HomeSection place={place} heading="週間ランキング" result={result} morePath="/rankings">
          {(titles) => (
            <Rail
              label="週間ランキング"
              place={place}
              items={titles.map((title) => titleRailItem(title, { badge: { kind: 'rank', label: `${title.rank}位` } }))}
            />
          )}
        </HomeSection>
      ) : null;
    }
    case 'recommended': {
      const result = results.recommended;
      return result ? (
        <HomeSection
          place={place}
          heading={recommendedHeading(personalised, result.ok && result.data.items[0]?.kind === 'picks')}
          result={result}
          morePath="/recommended_titles"
        >
          {(rails) =>
            rails.map((rail) => {
              const [key, heading, label] =
                rail.kind === 'picks'
                  ? ['recommended_picks', '編集部のおすすめ', '編集部のおすすめ']
                  : [`recommended_genre_${rail.genre.id}`, rail.genre.name, `${rail.genre.name}のおすすめ`];
              return (
                <div key={key} className="home-subsection">
                  <h3 className="home-subsection__heading">{heading}</h3>
                  <Rail
                    label={label}
                    place={subPlace(place, key)}
                    items={rail.titles.map((title) => titleRailItem(title))}
                  />
                </div>
              );
            })
          }
        </HomeSection>
      ) : null;
    }
    case 'features': {
      const result = results.features;
      return result ? (
        <HomeSection place={place} heading="特集" result={result}>
          {(list) =>
            list.map((feature) => (
              <div key={feature.id} className="home-subsection">
                <h3 className="home-subsection__heading">{feature.name}</h3>
                {feature.description ? <p className="home-subsection__lead">{feature.description}</p> : null}
                <Rail
                  label={feature.name}
                  place={subPlace(place, `feature_${feature.id}`)}
                  items={feature.titles.map((title) => titleRailItem(title))}
                />
              </div>
            ))
          }
        </HomeSection>
      ) : null;
    }
    case 'exclusives': {
      const result = results.exclusives;
      return result ? (
        <HomeSection place={place} heading="独占・先行配信" result={result} morePath="/exclusive_titles">
          {(titles) => (
            <Rail
              label="独占・先行配信"
              place={place}
              items={titles.map((title) =>
                titleRailItem(title, {
                  badge: { kind: title.exclusive.kind, label: EXCLUSIVE_LABELS[title.exclusive.kind] },
                  note: `${formatJapanDate(title.exclusive.ends_at)}まで`,
                }),
              )}
            />
          )}
        </HomeSection>
      ) : null;
    }
    case 'scheduled_deliveries': {
      const result = results.scheduled_deliveries;
      return result ? (
        <HomeSection place={place} heading="配信予定" result={result}>
          {(titles) => (
            <Rail
              label="配信予定"
              place={place}
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
      ) : null;
    }
  }
}

export function HomePage({ sections, personalised, leading = null, leadingPaintsFirst = false }: HomePageProps) {
  const context = { results: sections.results, personalised, leadingPaintsFirst };
  return (
    <div className="page home">
      <h1 className="visually-hidden">Hanabi ホーム</h1>
      {leading}
      {sections.order.map((key, index) => (
        <Fragment key={key}>{renderSection(key, placeOf(key, index), context)}</Fragment>
      ))}
    </div>
  );
}
