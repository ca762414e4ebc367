import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { loadRulesPage } from '../features/legal/rules-page.server.ts';
import { RulesPage } from '../features/legal/rules-page.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/rules-service';

const SUPPORT = [{ label: 'サポート', to: '/support' }];
const HEADING = '利用規約';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiの利用規約。会員登録、有料プラン（ライト・プレミアム）、ポイント、エピソードの購入、禁止事項、利用停止、免責、準拠法と管轄について定めています。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** The terms in force today, or a past revision (`?revision={id}`), and the 改定履歴 (decision 0055). */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadRulesPage(context, request, 'terms');
}

export default function RulesService({ loaderData }: Route.ComponentProps) {
  return (
    <RulesPage
      header={(lead) => <ListHeader heading={HEADING} parents={SUPPORT} lead={lead} />}
      heading={HEADING}
      path="/rules/service"
      data={loaderData}
    />
  );
}
