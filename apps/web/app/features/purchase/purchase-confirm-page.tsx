import type { EpisodeDetail } from '@hanabi/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatPoints } from '../../lib/format.ts';
import { EpisodeIdentity } from './episode-identity.tsx';
import { PlayLink } from './play-link.tsx';
import { PointTable } from './point-table.tsx';
import { PurchaseButton } from './purchase-button.tsx';
import type { PointBalances, PurchaseOffer } from './purchase-offer.ts';
import './purchase.css';

export interface PurchaseConfirmProps {
  episode: EpisodeDetail;
  offer: PurchaseOffer;
  intent: string;
  /** The sign-in service's top-up page, coming back to this page for a new purchase intent. */
  topUpUrl: string;
  /** Whether the viewer may join a plan (/entry is for viewers without a paid plan). */
  canJoinPlan: boolean;
  /** Shown under the offer: advice the page is given, such as a plan that would cost less. */
  children?: ReactNode;
}

const SPEND_RULE =
  'ギフトポイントから先に使われます（有効期限の近いものから）。ギフトポイントで足りない分は、フェスタポイントから使われます。';

/**
 * The confirm page of one episode: what it costs, how it is paid, and the one button that buys it; or,
 * when there is nothing to buy, why and what to do instead.
 */
export function PurchaseConfirmPage(props: PurchaseConfirmProps) {
  const { episode } = props;
  // Why the last attempt bought nothing; kept while the page reloads with the balances as they are now.
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="page purchase-page">
      <h1 className="page__title">購入確認</h1>
      {failure ? (
        <p className="notice notice--warning purchase-page__notice" role="alert">
          {failure}
        </p>
      ) : null}
      <EpisodeIdentity titleName={episode.title.name} episode={episode} />
      <section className="purchase-card" aria-label="購入内容">
        <OfferDetails {...props} onFailure={setFailure} />
        {props.children}
      </section>
    </div>
  );
}

function OfferDetails({
  episode,
  offer,
  intent,
  topUpUrl,
  canJoinPlan,
  onFailure,
}: PurchaseConfirmProps & { onFailure: (message: string) => void }) {
  switch (offer.kind) {
    case 'buy':
      return (
        <>
          <Price price={offer.price} />
          <PointTable balances={offer.balances} spend={offer.spend} after={offer.after} />
          <p className="purchase-card__note">{SPEND_RULE}</p>
          <PurchaseButton episodeId={episode.id} intent={intent} onFailure={onFailure} />
        </>
      );
    case 'short':
      return (
        <>
          <Price price={offer.price} />
          <Balances balances={offer.balances} />
          <p className="purchase-card__shortfall">
            あと{offer.missing.toLocaleString('ja-JP')}ポイント不足しています。
          </p>
          <p className="purchase-card__note">{SPEND_RULE}</p>
          <a href={topUpUrl} className="button button--primary purchase-card__action">
            ポイントを追加する
          </a>
        </>
      );
    case 'owned':
      return (
        <>
          <p className="purchase-card__lead">
            {/* Owned with no purchase of the member's: through a ticket present (decision 0025). */}
            {episode.owned_purchase ? 'このエピソードは購入済みです。' : 'このエピソードはチケットで受け取り済みです。'}
          </p>
          <PlayLink titleId={episode.title.id} episodeId={episode.id} />
        </>
      );
    case 'watchable':
      return (
        <>
          <p className="purchase-card__lead">
            {offer.reason === 'free'
              ? 'このエピソードは無料で視聴できます。'
              : 'このエピソードはご利用中のプランで視聴できます。'}
            購入の必要はありません。
          </p>
          <PlayLink titleId={episode.title.id} episodeId={episode.id} />
        </>
      );
    case 'unavailable':
      return canJoinPlan ? (
        <>
          <p className="purchase-card__lead">
            このエピソードは単品では販売していません。プランに入会すると視聴できます。
          </p>
          <Link to="/entry" className="button button--primary purchase-card__action">
            プランを見る
          </Link>
        </>
      ) : (
        <p className="purchase-card__lead">
          このエピソードは単品では販売しておらず、ご利用中のプランでは視聴できません。
        </p>
      );
  }
}

function Price({ price }: { price: number }) {
  return (
    <p className="purchase-card__price">
      価格<strong>{formatPoints(price)}</strong>
    </p>
  );
}

/** The viewer's points when they are too few: there is no spend to show, only what they hold. */
function Balances({ balances }: { balances: PointBalances }) {
  return (
    <dl className="facts">
      <div className="facts__row">
        <dt>ギフトポイント</dt>
        <dd>{formatPoints(balances.gift)}</dd>
      </div>
      <div className="facts__row">
        <dt>フェスタポイント</dt>
        <dd>{formatPoints(balances.festa)}</dd>
      </div>
      <div className="facts__row facts__row--total">
        <dt>保有ポイント合計</dt>
        <dd className="facts__value--strong">{formatPoints(balances.gift + balances.festa)}</dd>
      </div>
    </dl>
  );
}
