import type { Title, TitleAccess, TitleCardList } from '@hanabi/contract';
import { Link } from 'react-router';
import { SizedImage } from '../components/sized-image.tsx';
import { AGE_CHECK_META, AgeCheckPage } from '../features/age-check/age-check-page.tsx';
import { EpisodeList } from '../features/episodes/episode-list.tsx';
import { NO_INDEX, pageMeta, SITE_NAME, siteOriginOf } from '../features/seo/page-meta.ts';
import { titleJsonLd } from '../features/seo/title-json-ld.ts';
import { loadTitleAccess } from '../features/title-action/title-access.server.ts';
import { TitleAction } from '../features/title-action/title-action.tsx';
import { TitleGrid } from '../features/title-card/title-grid.tsx';
import { TitleListControls } from '../features/viewer-lists/title-list-controls.tsx';
import { loadViewerListState } from '../features/viewer-lists/viewer-list-state.server.ts';
import type { ViewerListState } from '../features/viewer-lists/viewer-list-state.ts';
import { getApi, loadSection, type SectionResult } from '../lib/api.server.ts';
import { pendingAgeCheck } from '../lib/guards/age-permission.server.ts';
import { requestTitle } from '../lib/guards/request-title.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/title';

/** R18 titles need the age check (spec §4). */
export const middleware = [requireIdParam, ...routeGuards('agePermission')];

/**
 * The title's head: its name, synopsis, key art and canonical URL for link previews, and its series and
 * episodes as JSON-LD. Mature and R18 titles get neither JSON-LD nor a place in search engines.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData?.ageCheck) return AGE_CHECK_META;
  const title = loaderData?.title;
  if (!title) return [{ title: SITE_NAME }];
  const origin = siteOriginOf(matches);
  const jsonLd = titleJsonLd(title, origin);
  return [
    ...pageMeta({
      heading: title.name,
      description: title.synopsis,
      origin,
      path: `/titles/${title.id}`,
      image: title.key_art,
      type: 'video.tv_show',
    }),
    jsonLd ? { 'script:ld+json': jsonLd } : NO_INDEX,
  ];
};

/** Titles shown under 「関連作品」. */
const RELATED_TITLE_COUNT = 6;

/**
 * Titles of the same first genre and the same display group, most popular first, the title itself left
 * out. Its own call: when it fails, the rest of the page stands.
 */
function loadRelatedTitles(context: Route.LoaderArgs['context'], title: Title): Promise<SectionResult<TitleCardList>> {
  const [genre] = title.genres;
  const empty: TitleCardList = { items: [], pagination: { page: 1, per_page: 0, total: 0, total_pages: 0 } };
  if (!genre) return Promise.resolve({ ok: true, data: empty });
  return loadSection(async () => {
    const list = await getApi(context).getDisplayableTitles({
      genre_id: genre.id,
      display_group: title.display_group,
      sort: 'popular',
      per_page: RELATED_TITLE_COUNT + 1,
    });
    const items = list.items.filter((item) => item.id !== title.id).slice(0, RELATED_TITLE_COUNT);
    return { ...list, items };
  });
}

/** While the age check is pending, the page gets nothing of the title. */
export async function loader({ context }: Route.LoaderArgs) {
  const ageCheck = pendingAgeCheck(context);
  if (ageCheck) return { ageCheck, title: null, related: null, viewerLists: null, holder: null };
  const title = await requestTitle(context, routeIdOf(context));
  const [related, viewerLists, holder] = await Promise.all([
    loadRelatedTitles(context, title),
    loadViewerListState(context, title.id, `/titles/${title.id}`),
    loadTitleAccess(context, title.id),
  ]);
  return { ageCheck: null, title, related, viewerLists, holder };
}

export default function TitleRoute({ loaderData }: Route.ComponentProps) {
  const { ageCheck, title, related, viewerLists, holder } = loaderData;
  return ageCheck ? (
    <AgeCheckPage {...ageCheck} />
  ) : (
    <TitlePage title={title} related={related} viewerLists={viewerLists} holder={holder} />
  );
}

function TitlePage({
  title,
  related,
  viewerLists,
  holder,
}: {
  title: Title;
  related: SectionResult<TitleCardList>;
  viewerLists: ViewerListState | null;
  holder: TitleAccess | null;
}) {
  return (
    <article className="title-page">
      <div className="title-top">
        <div className="title-hero">
          <SizedImage
            className="title-hero__art"
            image={title.key_art}
            // The whole width on phones; beside the summary (7 of 12 columns, page at most 1600px) from 900px.
            sizes="(min-width: 900px) min(58vw, 920px), 100vw"
            fetchPriority="high"
            decoding="auto"
          />
        </div>
        <div className="title-summary">
          <header className="title-summary__header">
            <h1 className="title-summary__name">{title.name}</h1>
            <p className="title-summary__kana">{title.name_kana}</p>
            <ChipList label="ジャンル" items={title.genres} />
          </header>
          <TitleAction title={title} holder={holder} />
          <TitleListControls titleId={title.id} viewer={viewerLists} />
          <p className="title-summary__synopsis">{title.synopsis}</p>
          <ChipList label="タグ" items={title.tags} variant="tag" />
        </div>
      </div>
      <div className="title-page__body">
        <section className="section" aria-labelledby="episodes-heading">
          <h2 id="episodes-heading" className="section__heading">
            エピソード<span className="section__count">{title.episode_count}話配信中</span>
          </h2>
          <EpisodeList episodes={title.episodes} />
        </section>

        <Credits title={title} />

        <RelatedTitles title={title} related={related} />
      </div>
    </article>
  );
}

function ChipList({
  label,
  items,
  variant = 'genre',
}: {
  label: string;
  items: Title['genres'];
  variant?: 'genre' | 'tag';
}) {
  if (items.length === 0) return null;
  return (
    <ul className={`chips chips--${variant}`} aria-label={label}>
      {items.map((item) =>
        variant === 'tag' ? (
          <li key={item.id}>
            <Link to={`/tags/${item.id}`} className="chip chip--link">
              #{item.name}
            </Link>
          </li>
        ) : (
          <li key={item.id} className="chip">
            {item.name}
          </li>
        ),
      )}
    </ul>
  );
}

function Credits({ title }: { title: Title }) {
  const facts = [
    { label: '制作', value: title.production_company },
    { label: '製作年', value: title.production_year === null ? '' : `${title.production_year}年` },
  ].filter((fact) => fact.value !== '');
  return (
    <section className="section credits" aria-labelledby="credits-heading">
      <h2 id="credits-heading" className="section__heading">
        作品情報
      </h2>
      <div className="credits__groups">
        <CreditGroup heading="キャスト" rows={title.cast.map((member) => [member.character, member.name])} />
        <CreditGroup heading="スタッフ" rows={title.staff.map((member) => [member.role, member.name])} />
        <CreditGroup heading="作品データ" rows={facts.map((fact) => [fact.label, fact.value])} />
      </div>
      {title.copyright ? <p className="credits__copyright">{title.copyright}</p> : null}
    </section>
  );
}

function CreditGroup({ heading, rows }: { heading: string; rows: Array<[string, string]> }) {
  if (rows.length === 0) return null;
  return (
    <div className="credits__group">
      <h3 className="credits__heading">{heading}</h3>
      <dl className="credits__list">
        {rows.map(([term, value]) => (
          <div key={`${term}:${value}`} className="credits__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Below the credits, out of view at first: every poster waits until it nears the screen. Only a help to
 * find the next title, so when it cannot be loaded it is left out rather than shown as a failure.
 */
function RelatedTitles({ title, related }: { title: Title; related: SectionResult<TitleCardList> }) {
  if (!related.ok || related.data.items.length === 0) return null;
  return (
    <section className="section" aria-labelledby="related-heading">
      <h2 id="related-heading" className="section__heading">
        関連作品
      </h2>
      <TitleGrid titles={related.data.items} label={`${title.name}の関連作品`} eagerCount={0} />
    </section>
  );
}
