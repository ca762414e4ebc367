import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { faqTopicGroups } from '../features/faq/faq-entries.ts';
import { FaqIndex } from '../features/faq/faq-index.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
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

/**
 * The questions come from a module, not the API, but the page still has a server loader: React Router runs
 * the server middleware of a client navigation only when a server loader is to run, and the redirect
 * lookup lives there (decision 0017).
 */
export function loader() {
  return { groups: faqTopicGroups() };
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page info-page">
      <ListHeader
        heading={HEADING}
        parents={[{ label: 'サポート', to: '/support' }]}
        lead="お問い合わせの前に、同じような質問がないかご覧ください。"
      />
      <FaqIndex groups={loaderData.groups} />
    </div>
  );
}
