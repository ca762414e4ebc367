import type { Title } from '@hanabi/contract';
import { SizedImage } from '../components/sized-image.tsx';
import { AGE_CHECK_META, AgeCheckPage } from '../features/age-check/age-check-page.tsx';
import { EpisodeList } from '../features/episodes/episode-list.tsx';
import { pendingAgeCheck } from '../lib/guards/age-permission.server.ts';
import { requestTitle } from '../lib/guards/request-title.server.ts';
import { routeGuards } from '../lib/guards/route-guards.server.ts';
import { invalidRouteParams } from '../lib/route-errors.ts';
import { requireIdParam } from '../lib/route-param-check.server.ts';
import { parseRouteId } from '../lib/route-params.ts';
import type { Route } from './+types/title';

/** R18 titles need the age check (spec §4). */
export const middleware = [requireIdParam, ...routeGuards('agePermission')];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.ageCheck) return AGE_CHECK_META;
  const title = loaderData?.title;
  return title
    ? [{ title: `${title.name} | Hanabi` }, { name: 'description', content: title.synopsis.slice(0, 120) }]
    : [{ title: 'Hanabi' }];
};

/** While the age check is pending, the page gets nothing of the title. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseRouteId(params.id);
  if (id === null) throw invalidRouteParams(new URL(request.url).pathname);
  const ageCheck = pendingAgeCheck(context);
  if (ageCheck) return { ageCheck, title: null };
  return { ageCheck: null, title: await requestTitle(context, id) };
}

export default function TitleRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.ageCheck ? <AgeCheckPage {...loaderData.ageCheck} /> : <TitlePage title={loaderData.title} />;
}

function TitlePage({ title }: { title: Title }) {
  return (
    <article className="title-page">
      <div className="title-top">
        <div className="title-hero">
          <SizedImage className="title-hero__art" image={title.key_art} fetchPriority="high" decoding="auto" />
        </div>
        <div className="title-summary">
          <header className="title-summary__header">
            <h1 className="title-summary__name">{title.name}</h1>
            <p className="title-summary__kana">{title.name_kana}</p>
            <ChipList label="ジャンル" items={title.genres} />
          </header>
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
      {items.map((item) => (
        <li key={item.id} className="chip">
          {variant === 'tag' ? `#${item.name}` : item.name}
        </li>
      ))}
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
