import { SectionResultView } from '../components/section-result.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { faqTopicGroups } from '../features/faq/faq-groups.ts';
import { FaqIndex } from '../features/faq/faq-index.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { getApi, loadSection } from '../lib/api.server.ts';
import type { Route } from './+types/faq';

const HEADING = 'よくある質問';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiのよくある質問。会員登録・ログイン、プランと料金、お支払い、解約、ポイントとエピソードの購入、再生のトラブル、推奨環境、年齢確認についてお答えします。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** The published entries, as editors keep them in the console (decision 0055); the page stands if they fail. */
export async function loader({ context }: Route.LoaderArgs) {
  return { faq: await loadSection(() => getApi(context).getFaq()) };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page info-page">
      <ListHeader
        heading={HEADING}
        parents={[{ label: 'サポート', to: '/support' }]}
        lead="お問い合わせの前に、同じような質問がないかご覧ください。"
      />
      <SectionResultView subject={HEADING} result={loaderData.faq} emptyText="現在、よくある質問はありません。">
        {({ items }) => <FaqIndex groups={faqTopicGroups(items)} />}
      </SectionResultView>
    </div>
  );
}
