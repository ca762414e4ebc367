import { type PaidPlanKey, PLANS } from '@hanabi/contract';
import { formatYen } from '../../lib/format.ts';
import './landing.css';

/** Where a landing page invites its viewer: guests to register, free members to a plan (never paid members). */
export type JoinOffer =
  | { audience: 'guest'; registerUrl: string; loginUrl: string }
  | { audience: 'free'; entryUrls: Record<PaidPlanKey, string> };

const PLAN_ORDER: readonly PaidPlanKey[] = ['lite', 'premium'];

/**
 * The call to join: a guest registers for free on the sign-in service (and comes back to this page), a free
 * member enters a plan there. The links come whole from the loader, with `design` and `destination`.
 */
export function JoinCall({ offer, headingId }: { offer: JoinOffer; headingId: string }) {
  return (
    <section className="join-call" aria-labelledby={headingId}>
      {offer.audience === 'guest' ? (
        <>
          <h2 id={headingId} className="join-call__heading">
            会員登録は無料。今すぐ観はじめよう
          </h2>
          <a href={offer.registerUrl} className="button button--primary join-call__button">
            今すぐ無料で登録
          </a>
          <p className="join-call__note">
            すでに会員の方は<a href={offer.loginUrl}>ログイン</a>
          </p>
        </>
      ) : (
        <>
          <h2 id={headingId} className="join-call__heading">
            見放題プランで、もっと楽しもう
          </h2>
          <ul className="join-call__plans">
            {PLAN_ORDER.map((plan) => (
              <li key={plan}>
                <a
                  href={offer.entryUrls[plan]}
                  className={`button join-call__button ${plan === 'premium' ? 'button--primary' : 'button--outline'}`}
                >
                  {PLANS[plan].name}プランに入会する（月額{formatYen(PLANS[plan].monthlyPriceYen)}）
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
