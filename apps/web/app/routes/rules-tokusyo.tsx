import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { loadRulesPage } from '../features/legal/rules-page.server.ts';
import { RulesPage } from '../features/legal/rules-page.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/rules-tokusyo';

const SUPPORT = [{ label: 'サポート', to: '/support' }];
const HEADING = '特定商取引法に基づく表記';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiの特定商取引法に基づく表記。販売業者、販売価格（ライト・プレミアムの月額料金とポイント）、お支払い方法と時期、提供時期、返品・キャンセル、動作環境をご案内します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** The notice in force today, or a past revision (`?revision={id}`), and the 改定履歴 (decision 0055). */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadRulesPage(context, request, 'tokusho');
}

export default function RulesTokusyo({ loaderData }: Route.ComponentProps) {
  return (
    <RulesPage
      header={(lead) => <ListHeader heading={HEADING} parents={SUPPORT} lead={lead} />}
      heading={HEADING}
      path="/rules/tokusyo"
      data={loaderData}
      tableHeading="販売条件の表示"
    />
  );
}
