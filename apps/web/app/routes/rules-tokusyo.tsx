import { InfoSection, InfoTable } from '../components/info-section.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { TOKUSYO_ROWS } from '../features/legal/tokusyo-rows.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/rules-tokusyo';

const HEADING = '特定商取引法に基づく表記';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiの特定商取引法に基づく表記。販売業者、販売価格（ライト・プレミアムの月額料金とポイント）、お支払い方法と時期、提供時期、返品・キャンセル、動作環境をご案内します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/**
 * No data, but a server loader all the same: React Router runs the server middleware of a client navigation
 * only when a server loader is to run, and the redirect lookup lives there (decision 0017).
 */
export function loader() {
  return null;
}

export default function RulesTokusyo() {
  return (
    <div className="page info-page">
      <ListHeader
        heading={HEADING}
        parents={[{ label: 'サポート', to: '/support' }]}
        lead="有料プランとポイントの販売について、特定商取引法に基づき表示します。"
      />
      <InfoSection heading="販売条件の表示">
        <InfoTable caption={HEADING} rows={TOKUSYO_ROWS} />
      </InfoSection>
    </div>
  );
}
