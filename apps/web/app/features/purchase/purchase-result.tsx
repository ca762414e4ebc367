import type { EpisodePurchase, PurchaseStatus } from '@hanabi/contract';
import { Link } from 'react-router';
import { purchaseConfirmPath, purchaseThanksPath } from '../../lib/episode-paths.ts';
import { formatJapanDate, formatPoints } from '../../lib/format.ts';
import { EpisodeIdentity } from './episode-identity.tsx';
import { PlayLink } from './play-link.tsx';
import { purchaseFailureMessage } from './purchase-flow.ts';
import './purchase.css';

const HEADINGS: Record<PurchaseStatus, string> = {
  completed: '購入が完了しました',
  pending: '購入手続き中です',
  failed: '購入できませんでした',
};

/** The page's title in the browser tab, by the purchase's status. */
const RESULT_PAGE_TITLES: Record<PurchaseStatus, string> = {
  completed: '購入完了',
  pending: '購入手続き中',
  failed: '購入エラー',
};

/** A completed purchase an operator refunded (decision 0052): its points are back, the episode is no longer the member's. */
const REFUNDED = { heading: '返金済みのご購入です', pageTitle: '返金済み' };

export function resultPageTitle(purchase: EpisodePurchase): string {
  return purchase.refunded_at ? REFUNDED.pageTitle : RESULT_PAGE_TITLES[purchase.status];
}

/** The outcome of one purchase: what was spent and where to watch, or what happens next. */
export function PurchaseResult({ purchase }: { purchase: EpisodePurchase }) {
  return (
    <div className="page purchase-page">
      <h1 className="page__title">{purchase.refunded_at ? REFUNDED.heading : HEADINGS[purchase.status]}</h1>
      <EpisodeIdentity titleName={purchase.episode.title_name} episode={purchase.episode} />
      <section className="purchase-card" aria-label="購入結果">
        <ResultDetails purchase={purchase} />
      </section>
    </div>
  );
}

function ResultDetails({ purchase }: { purchase: EpisodePurchase }) {
  const { episode } = purchase;
  if (purchase.refunded_at) {
    return (
      <p className="purchase-card__lead">
        このご購入は{formatJapanDate(purchase.refunded_at)}に返金されました。使用した
        {formatPoints(purchase.spent_gift_points + purchase.spent_festa_points)}
        はお客様のポイントに戻っています。このエピソードを視聴するには、あらためてご購入ください。
      </p>
    );
  }
  switch (purchase.status) {
    case 'completed':
      return (
        <>
          <dl className="facts">
            <div className="facts__row">
              <dt>使用したギフトポイント</dt>
              <dd>{formatPoints(purchase.spent_gift_points)}</dd>
            </div>
            <div className="facts__row">
              <dt>使用したフェスタポイント</dt>
              <dd>{formatPoints(purchase.spent_festa_points)}</dd>
            </div>
            <div className="facts__row facts__row--total">
              <dt>合計</dt>
              <dd className="facts__value--strong">
                {formatPoints(purchase.spent_gift_points + purchase.spent_festa_points)}
              </dd>
            </div>
          </dl>
          <div className="purchase-card__actions">
            <PlayLink titleId={episode.title_id} episodeId={episode.id} />
            <Link to="/my/purchased" className="button button--outline purchase-card__action">
              購入済み作品を見る
            </Link>
          </div>
        </>
      );
    case 'pending':
      return (
        <>
          <p className="purchase-card__lead">
            ただいま購入を処理しています。しばらくしてから、このページを再読み込みしてください。
          </p>
          <Link
            to={purchaseThanksPath(episode.id, purchase.id)}
            replace
            className="button button--outline purchase-card__action"
          >
            再読み込みする
          </Link>
        </>
      );
    case 'failed':
      return (
        <>
          <p className="purchase-card__lead">{purchaseFailureMessage(purchase.failure_reason)}</p>
          <Link to={purchaseConfirmPath(episode.id)} className="button button--outline purchase-card__action">
            購入確認に戻る
          </Link>
        </>
      );
  }
}
