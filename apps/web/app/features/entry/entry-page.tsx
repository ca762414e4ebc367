import { type PaidPlanKey, PLANS } from '@hanabi/contract';
import { Link } from 'react-router';
import { monthlyPriceText } from '../../lib/plan-price.ts';
import type { EntryOffer } from './entry-offer.server.ts';
import { PLAN_FEATURES } from './plan-features.ts';
import './entry.css';

export interface EntryPageProps {
  offer: EntryOffer;
  /** /entry compares both plans; /entry/premium shows premium alone. */
  focus: 'all' | 'premium';
}

const PLAN_KEYS_SHOWN: Record<EntryPageProps['focus'], readonly PaidPlanKey[]> = {
  all: ['lite', 'premium'],
  premium: ['premium'],
};

export function EntryPage({ offer, focus }: EntryPageProps) {
  const isReentry = offer.audience === 'free' && offer.isReentry;
  return (
    <div className="page entry-page">
      {isReentry ? (
        <p className="entry-appeal">
          <strong className="entry-appeal__title">おかえりなさい。</strong>
          再入会で、見放題作品をまたお楽しみいただけます。
        </p>
      ) : null}
      <header className="entry-hero">
        <h1 className="entry-hero__title">{focus === 'premium' ? 'プレミアムプランのご案内' : 'プランのご案内'}</h1>
        <p className="entry-hero__lead">
          {focus === 'premium'
            ? 'プレミアム版（完全版）まで、見放題作品をすべて楽しめるプランです。'
            : 'Hanabiの見放題プランは2種類。見たい作品に合わせてお選びください。'}
        </p>
      </header>

      <ul className="plan-list">
        {PLAN_KEYS_SHOWN[focus].map((key) => (
          <li key={key} className={`plan-card plan-card--${key}`}>
            <h2 className="plan-card__name">{PLANS[key].name}プラン</h2>
            <p className="plan-card__price">{monthlyPriceText(key)}</p>
            <ul className="plan-card__features">
              {PLAN_FEATURES[key].map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {offer.audience === 'free' ? (
              <a href={offer.entryUrls[key]} className="button button--primary plan-card__cta">
                {PLANS[key].name}プランに入会する
              </a>
            ) : null}
          </li>
        ))}
      </ul>

      {offer.audience === 'guest' ? (
        <section className="entry-register" aria-labelledby="entry-register-heading">
          <h2 id="entry-register-heading" className="entry-register__heading">
            はじめての方は、まず会員登録
          </h2>
          <p className="entry-register__text">会員登録（無料）のあと、このページからプランに入会できます。</p>
          <div className="entry-register__actions">
            <a href={offer.registerUrl} className="button button--primary">
              会員登録
            </a>
            <a href={offer.loginUrl} className="button button--outline">
              ログイン
            </a>
          </div>
        </section>
      ) : null}

      {focus === 'premium' ? (
        <p className="entry-page__compare">
          <Link to="/entry">ライトプランと比べる</Link>
        </p>
      ) : null}
    </div>
  );
}
