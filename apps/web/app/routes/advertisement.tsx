import { type PaidPlanKey, PLANS } from '@hanabi/contract';
import { Link } from 'react-router';
import { InfoSection, TierCards } from '../components/info-section.tsx';
import { SectionResultView } from '../components/section-result.tsx';
import { loadCatalogueList } from '../features/catalogue-lists/list-calls.server.ts';
import { ListSection } from '../features/catalogue-lists/list-section.tsx';
import { PLAN_FEATURES } from '../features/entry/plan-features.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { ListedItemsView } from '../features/title-card/listed-items.tsx';
import { accountsUrl } from '../lib/accounts-links.ts';
import { getWebRequest } from '../lib/api.server.ts';
import { monthlyPriceText } from '../lib/plan-price.ts';
import { loadShellUserStatus } from '../lib/user-status.server.ts';
import { hasPaidPlan, viewerTier } from '../lib/viewer-tier.ts';
import type { Route } from './+types/advertisement';

const HEADING = 'アニメを、無料で、見放題で。';
const PLAN_KEYS: readonly PaidPlanKey[] = ['lite', 'premium'];
const PLAN_TIERS = PLAN_KEYS.map((key) => ({
  name: `${PLANS[key].name}プラン`,
  price: monthlyPriceText(key),
  points: PLAN_FEATURES[key],
}));
const FREE_TITLE_COUNT = 6;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: 'Hanabiのご紹介',
    description: `Hanabiは無料エピソードから見放題プラン（${monthlyPriceText('lite')}から）まで、アニメを好きなスタイルで楽しめる動画配信サービスです。`,
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/**
 * What the visitor is invited to do next: guests register (and come back to the plans), free members see the
 * plans, members with a plan are already in and go looking for titles.
 */
type NextStep = { kind: 'register'; registerUrl: string } | { kind: 'entry' } | { kind: 'browse' };

/** The page for visitors from ads: what Hanabi is, free titles to try now, and the plans. */
export async function loader({ context }: Route.LoaderArgs) {
  const { env, api } = getWebRequest(context);
  const [status, freeTitles] = await Promise.all([
    loadShellUserStatus(context),
    loadCatalogueList(api, 'freeTitles', { perPage: FREE_TITLE_COUNT }),
  ]);
  const tier = viewerTier(status);
  const next: NextStep =
    tier === 'guest'
      ? { kind: 'register', registerUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'register', `${env.WEB_ORIGIN}/entry`) }
      : hasPaidPlan(tier)
        ? { kind: 'browse' }
        : { kind: 'entry' };
  return { next, freeTitles };
}

function CallToAction({ next }: { next: NextStep }) {
  switch (next.kind) {
    case 'register':
      return (
        <div className="info-actions">
          <a href={next.registerUrl} className="button button--primary">
            無料で会員登録
          </a>
          <Link to="/entry" className="button button--outline">
            プランを見る
          </Link>
        </div>
      );
    case 'entry':
      return (
        <div className="info-actions">
          <Link to="/entry" className="button button--primary">
            プランに入会する
          </Link>
        </div>
      );
    case 'browse':
      return (
        <div className="info-actions">
          <Link to="/" className="button button--primary">
            作品をさがす
          </Link>
        </div>
      );
  }
}

export default function Advertisement({ loaderData }: Route.ComponentProps) {
  const { next, freeTitles } = loaderData;
  return (
    <div className="page info-page">
      <header className="info-hero">
        <h1 className="info-hero__title">{HEADING}</h1>
        <p className="info-hero__lead">
          Hanabiは、話題の新作から名作まで、アニメを無料・見放題・1話ごとの購入で楽しめる動画配信サービスです。
        </p>
        <CallToAction next={next} />
      </header>

      <ListSection heading="まずは無料で" more={{ to: '/free', label: '無料作品をすべて見る' }}>
        <SectionResultView subject="無料作品" result={freeTitles} emptyText="いま無料で見られる作品はありません。">
          {(list) => <ListedItemsView list={list} label="無料で見られる作品" />}
        </SectionResultView>
      </ListSection>

      <InfoSection heading="見放題プラン">
        <TierCards tiers={PLAN_TIERS} />
        <p className="info-note">
          1話ずつポイントで購入することもできます。くわしくは<Link to="/guide">はじめての方へ</Link>をご覧ください。
        </p>
      </InfoSection>

      <CallToAction next={next} />
    </div>
  );
}
