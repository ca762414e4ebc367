import { SectionResultView } from '../components/section-result.tsx';
import { isFeaturable, requestedEpisodeId } from '../features/catalogue-lists/featured-episode.ts';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { ListSection } from '../features/catalogue-lists/list-section.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { FeaturedEpisode } from '../features/title-card/featured-episode.tsx';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { getApi, loadSection } from '../lib/api.server.ts';
import { hasCheckedAge } from '../lib/guards/checked-age-cookie.server.ts';
import type { Route } from './+types/premium';

/** Spec §2: the premium page is labelled 「その他」 ('others'). */
const HEADING = 'その他';
const PICK_COUNT = 8;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description: 'プレミアム会員が見放題で楽しめる規制解除版（プレミアム版）のおすすめエピソードを紹介します。',
    origin: siteOriginOf(matches),
    // The featured episode is a link's choice, not a page of its own: one canonical address.
    path: location.pathname,
  });

/**
 * The premium cuts picked for the page, and the one `play_episode_id` asks to feature. The `tid` that may
 * come with it (the title page the viewer left, spec §2 rule 3) is not needed: the episode names its title.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = getApi(context);
  const episodeId = requestedEpisodeId(new URL(request.url));
  const [picks, requested] = await Promise.all([
    loadCatalogueList(api, 'newScenes', { perPage: PICK_COUNT }),
    episodeId === null ? null : loadSection(() => api.getEpisode(episodeId)),
  ]);
  const featured = requested?.ok && isFeaturable(requested.data, hasCheckedAge(request)) ? requested.data : null;
  return { picks, featured };
}

export default function Premium({ loaderData }: Route.ComponentProps) {
  const { picks, featured } = loaderData;
  return (
    <div className="page">
      <ListHeader
        heading={HEADING}
        lead="放送版ではカットされた場面も収めた規制解除版（プレミアム版）のおすすめです。プレミアム会員の方は見放題でご覧いただけます。"
      />
      {featured ? <FeaturedEpisode episode={featured} label="おすすめのエピソード" /> : null}
      <ListSection heading="規制解除版のおすすめ" more={{ to: '/middle', label: 'すべて見る' }}>
        <SectionResultView
          subject="規制解除版のおすすめ"
          result={picks}
          emptyText="おすすめできる規制解除版はまだありません。"
        >
          {(list) => <ListedItemsView list={list} label="規制解除版のおすすめ" belowTheFold={featured !== null} />}
        </SectionResultView>
      </ListSection>
    </div>
  );
}
