import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { loadRulesPage } from '../features/legal/rules-page.server.ts';
import { RulesPage } from '../features/legal/rules-page.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/rules-service-policy';

const SUPPORT = [{ label: 'サポート', to: '/support' }];
const HEADING = 'サービスポリシー';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiのサービスポリシー。配信する作品の方針、成人向け作品と年齢確認の取扱い、おすすめの表示、個人情報とCookieの取扱いの概要をご案内します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** The service policy in force today, or a past revision (`?revision={id}`), and the 改定履歴 (decision 0055). */
export function loader({ context, request }: Route.LoaderArgs) {
  return loadRulesPage(context, request, 'service_policy');
}

export default function RulesServicePolicy({ loaderData }: Route.ComponentProps) {
  return (
    <RulesPage
      header={(lead) => <ListHeader heading={HEADING} parents={SUPPORT} lead={lead} />}
      heading={HEADING}
      path="/rules/service-policy"
      data={loaderData}
    />
  );
}
