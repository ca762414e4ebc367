import { TitleGrid } from '../features/title-card/title-grid.tsx';
import { getApi, loadFromApi } from '../lib/api.server.ts';
import type { Route } from './+types/home';

const HOME_TITLES_QUERY = { page: 1, per_page: 24, display_group: 'general_group' } as const;

export const meta: Route.MetaFunction = () => [
  { title: 'Hanabi' },
  { name: 'description', content: 'アニメを無料・見放題・購入で楽しめる動画配信サービス Hanabi' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const api = getApi(context);
  const titles = await loadFromApi(() => api.getDisplayableTitles(HOME_TITLES_QUERY));
  return { titles: titles.items };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { titles } = loaderData;
  return (
    <div className="page">
      <section className="section" aria-labelledby="home-titles-heading">
        <h1 id="home-titles-heading" className="section__heading">
          配信中の作品
        </h1>
        {titles.length === 0 ? (
          <p className="empty-note">表示できる作品がありません。</p>
        ) : (
          <TitleGrid titles={titles} label="配信中の作品" />
        )}
      </section>
    </div>
  );
}
