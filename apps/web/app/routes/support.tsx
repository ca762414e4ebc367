import { FAQ_TOPIC_IDS, FAQ_TOPIC_LABELS } from '@hanabi/contract';
import { Link } from 'react-router';
import { InfoSection } from '../components/info-section.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { faqTopicAnchor } from '../features/faq/faq-index.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { SupportLinkGrid } from '../features/support/support-link-grid.tsx';
import { RULES_LINKS, SERVICE_GUIDE_LINKS } from '../features/support/support-pages.ts';
import type { Route } from './+types/support';

const HEADING = 'サポート';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiのサポート。よくある質問を分類から探せるほか、お問い合わせフォーム、お知らせ、利用規約、特定商取引法に基づく表記、推奨環境をご案内します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

const FAQ_TOPIC_LINKS = FAQ_TOPIC_IDS.map((topic) => ({
  label: FAQ_TOPIC_LABELS[topic],
  to: `/faq#${faqTopicAnchor(topic)}`,
}));

/**
 * No data, but a server loader all the same: React Router runs the server middleware of a client navigation
 * only when a server loader is to run, and the redirect lookup lives there (decision 0017).
 */
export function loader() {
  return null;
}

export default function Support() {
  return (
    <div className="page info-page">
      <ListHeader heading={HEADING} lead="Hanabiのご利用でお困りのことがあれば、こちらからお調べください。" />

      <InfoSection heading="よくある質問から探す">
        <SupportLinkGrid links={FAQ_TOPIC_LINKS} />
        <p>
          <Link to="/faq">よくある質問の一覧を見る</Link>
        </p>
      </InfoSection>

      <InfoSection heading="お問い合わせ">
        <p>
          よくある質問で解決しないときは、お問い合わせフォームからご連絡ください。受け付けた順に確認し、通常3営業日以内にメールでご返信します。
        </p>
        <div>
          <Link to="/support/inquiry" className="button button--primary">
            お問い合わせフォームへ
          </Link>
        </div>
      </InfoSection>

      <InfoSection heading="ご利用ガイド">
        <SupportLinkGrid links={SERVICE_GUIDE_LINKS} />
      </InfoSection>

      <InfoSection heading="規約・ポリシー">
        <SupportLinkGrid links={RULES_LINKS} />
      </InfoSection>
    </div>
  );
}
