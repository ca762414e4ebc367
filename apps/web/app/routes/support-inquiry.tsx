import { Link } from 'react-router';
import { accountsUrl } from '../lib/accounts-links.ts';
import { getWebRequest } from '../lib/api.server.ts';
import { formatJapanDate } from '../lib/format.ts';
import { BACKWARD_PATH_PARAM } from '../lib/guards/age-check-query.ts';
import { hasCardInDefault } from '../lib/guards/payment-standing.ts';
import { sameSitePath } from '../lib/guards/same-site-path.ts';
import { loadShellUserStatus } from '../lib/user-status.server.ts';
import type { Route } from './+types/support-inquiry';

export const meta: Route.MetaFunction = () => [{ title: 'お問い合わせ | Hanabi' }];

/**
 * The inquiry page. A member whose card is in default is sent here by the redirect-to-inquiry guard
 * (decision 0016): the page says what happened and links to the card page of the sign-in service, which
 * brings them back to the page they asked for (`backward_path`), or to the my page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const status = await loadShellUserStatus(context);
  if (!hasCardInDefault(status)) return { cardInDefault: null };
  const { env } = getWebRequest(context);
  const returnPath = sameSitePath(new URL(request.url).searchParams.get(BACKWARD_PATH_PARAM)) ?? '/my';
  return {
    cardInDefault: {
      forcedCancelDate: status.forced_cancel_scheduled_date,
      cardPageUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'card', `${env.WEB_ORIGIN}${returnPath}`),
    },
  };
}

export default function SupportInquiry({ loaderData }: Route.ComponentProps) {
  const { cardInDefault } = loaderData;
  return (
    <div className="page inquiry-page">
      <h1 className="page__title">お問い合わせ</h1>
      {cardInDefault ? <CardInDefault {...cardInDefault} /> : <ContractQuestions />}
    </div>
  );
}

function CardInDefault({ forcedCancelDate, cardPageUrl }: { forcedCancelDate: string | null; cardPageUrl: string }) {
  return (
    <section className="my-card" aria-labelledby="card-in-default-heading">
      <h2 id="card-in-default-heading" className="my-card__heading">
        お支払い方法をご確認ください
      </h2>
      <p>
        ご登録のクレジットカードで、定期的に行っている有効性の確認ができませんでした。カードの有効期限が切れているか、ご利用が停止されている可能性があります。
      </p>
      <p>お支払い方法が確認できるまで、作品のご購入はお手続きいただけません。</p>
      {forcedCancelDate ? (
        <p className="notice notice--warning">
          新しいカードをご登録いただけない場合、{formatJapanDate(forcedCancelDate)}にご契約中のプランが解約されます。
        </p>
      ) : null}
      <div className="my-card__actions">
        <a href={cardPageUrl} className="button button--primary">
          カード情報を更新する
        </a>
      </div>
      <p className="inquiry-page__note">
        新しいカードをご登録いただくと、すぐにご購入いただけます。解決しない場合は、ご利用のカード会社にお問い合わせください。
      </p>
    </section>
  );
}

function ContractQuestions() {
  return (
    <section className="my-card" aria-labelledby="contract-questions-heading">
      <h2 id="contract-questions-heading" className="my-card__heading">
        ご契約・お支払いについて
      </h2>
      <p>ご契約中のプラン、お支払い方法、ポイントの残高は、マイページでご確認いただけます。</p>
      <div className="my-card__actions">
        <Link to="/my" className="button button--outline">
          マイページへ
        </Link>
      </div>
    </section>
  );
}
