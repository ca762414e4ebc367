import { PAYMENT_METHOD_LABELS, planLabel, type UserStatus } from '@hanabi/contract';
import { Link } from 'react-router';
import { formatJapanDate } from '../../lib/format.ts';

interface MembershipSummaryProps {
  status: UserStatus;
  /** The sign-in service's cancellation page, for members with a plan; null for free members. */
  cancelUrl: string | null;
}

const NOT_SET = '---';

/** The member's plan, payment method and next payment day, with the way to cancel or to join. */
export function MembershipSummary({ status, cancelUrl }: MembershipSummaryProps) {
  return (
    <section className="my-card" aria-labelledby="my-membership-heading">
      <h2 id="my-membership-heading" className="my-card__heading">
        ご契約内容
      </h2>
      <MembershipNotices status={status} />
      <dl className="facts">
        <div className="facts__row">
          <dt>会員ステータス</dt>
          <dd className="facts__value--strong">{planLabel(status.subscribed_plan_id)}</dd>
        </div>
        <div className="facts__row">
          <dt>お支払い方法</dt>
          <dd>{PAYMENT_METHOD_LABELS[status.plan_payment_method]}</dd>
        </div>
        <div className="facts__row">
          <dt>次回お支払い日</dt>
          <dd>{status.plan_next_payment_day ? formatJapanDate(status.plan_next_payment_day) : NOT_SET}</dd>
        </div>
      </dl>
      <div className="my-card__actions">
        {cancelUrl ? (
          <a href={cancelUrl} className="button button--outline">
            プランを解約する
          </a>
        ) : (
          <Link to="/entry" className="button button--primary">
            プランに入会する
          </Link>
        )}
      </div>
    </section>
  );
}

/** What a member must know before anything else: a card that no longer works, a cancellation by us. */
function MembershipNotices({ status }: { status: UserStatus }) {
  const notices: string[] = [];
  if (status.has_invalid_card || status.is_failed_validity_check) {
    notices.push('ご登録のお支払い方法が確認できませんでした。お支払い方法をご確認ください。');
  }
  if (status.forced_cancel_scheduled_date) {
    notices.push(
      `お支払いが確認できない場合、${formatJapanDate(status.forced_cancel_scheduled_date)}にプランが解約されます。`,
    );
  }
  if (status.forced_canceled_date && !status.forced_cancel_scheduled_date) {
    notices.push(
      `お支払いが確認できなかったため、${formatJapanDate(status.forced_canceled_date)}にプランを解約しました。`,
    );
  }
  if (notices.length === 0) return null;
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice} className="notice notice--warning">
          {notice}
        </li>
      ))}
    </ul>
  );
}
