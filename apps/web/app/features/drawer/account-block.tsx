import { planLabel, type UserStatus } from '@hanabi/contract';
import { Link } from 'react-router';
import { accountsUrl } from '../../lib/accounts-links.ts';
import { formatPoints } from '../../lib/format.ts';
import { isPointsBlockShown } from '../../lib/time-gates.ts';

interface AccountBlockProps {
  status: UserStatus | null;
  accountsOrigin: string;
  returnUrl: string;
}

/** The drawer's my-page block: membership status and points for members, login and registration for guests. */
export function AccountBlock({ status, accountsOrigin, returnUrl }: AccountBlockProps) {
  if (status === null || !status.is_logged_in) {
    return (
      <section className="drawer-account" aria-label="ログイン・会員登録">
        <p className="drawer-account__lead">会員登録・ログインで、マイリストや作品の購入をご利用いただけます。</p>
        <div className="drawer-account__actions">
          <a href={accountsUrl(accountsOrigin, 'login', returnUrl)} className="button button--outline">
            ログイン
          </a>
          <a href={accountsUrl(accountsOrigin, 'register', returnUrl)} className="button button--primary">
            会員登録
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className="drawer-account" aria-label="会員情報">
      <dl className="drawer-account__facts">
        <div className="drawer-account__fact">
          <dt>会員ステータス</dt>
          <dd className="drawer-account__plan">{planLabel(status.subscribed_plan_id)}</dd>
        </div>
      </dl>
      {isPointsBlockShown(status) ? (
        <div className="drawer-points">
          <dl className="drawer-account__facts">
            <div className="drawer-account__fact">
              <dt>保有ポイント</dt>
              <dd className="drawer-points__total">{formatPoints(status.current_points.total)}</dd>
            </div>
          </dl>
          <a href={accountsUrl(accountsOrigin, 'points', returnUrl)} className="drawer-points__add">
            ポイントを追加する
          </a>
        </div>
      ) : null}
      <Link to="/my" className="drawer-account__my">
        マイページ
      </Link>
    </section>
  );
}
