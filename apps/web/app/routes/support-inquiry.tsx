import { Link } from 'react-router';
import { answerInquiryPost, RECEIVED_PARAM } from '../features/inquiry/inquiry-action.server.ts';
import { InquiryConfirmation, InquiryInput, InquirySteps, InquiryThanks } from '../features/inquiry/inquiry-form.tsx';
import { EMPTY_INQUIRY, type InquiryFormState } from '../features/inquiry/inquiry-form-state.ts';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { accountsUrl } from '../lib/accounts-links.ts';
import { getApi, getWebRequest } from '../lib/api.server.ts';
import { refuseCrossSitePost } from '../lib/cross-site-post.server.ts';
import { formatJapanDate } from '../lib/format.ts';
import { BACKWARD_PATH_PARAM } from '../lib/guards/age-check-query.ts';
import { hasCardInDefault } from '../lib/guards/payment-standing.ts';
import { sameSitePath } from '../lib/guards/same-site-path.ts';
import { parseRouteId } from '../lib/route-params.ts';
import { loadShellUserStatus } from '../lib/user-status.server.ts';
import type { Route } from './+types/support-inquiry';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: 'お問い合わせ',
    description:
      'Hanabiへのお問い合わせフォーム。会員登録・ログイン、プランとお支払い、動画の再生、ポイントと購入、作品についてのご質問を受け付けています。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/**
 * The inquiry page. A member whose card is in default is sent here by the redirect-to-inquiry guard
 * (decision 0016): the page says what happened and links to the card page of the sign-in service, which
 * brings them back to the page they asked for (`backward_path`), or to the my page. Below it, the inquiry
 * form (decision 0022); `?received={n}` is its thanks step.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const received = parseRouteId(url.searchParams.get(RECEIVED_PARAM) ?? undefined);
  if (received !== null) return { received, cardInDefault: null };
  const status = await loadShellUserStatus(context);
  if (!hasCardInDefault(status)) return { received: null, cardInDefault: null };
  const { env } = getWebRequest(context);
  const returnPath = sameSitePath(url.searchParams.get(BACKWARD_PATH_PARAM)) ?? '/my';
  return {
    received: null,
    cardInDefault: {
      forcedCancelDate: status.forced_cancel_scheduled_date,
      cardPageUrl: accountsUrl(env.ACCOUNTS_ORIGIN, 'card', `${env.WEB_ORIGIN}${returnPath}`),
    },
  };
}

/**
 * The form's steps, a plain form post so that it works without JavaScript. The API is called from this
 * server, never from the browser. A post another site makes the browser send is refused, as the age check's
 * is: it would send an inquiry in the viewer's name.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const refusal = refuseCrossSitePost(request, '他のサイトから送信されたお問い合わせは受け付けられません。');
  if (refusal) return refusal;
  // A body that is not a form answers like an empty form: every field is required.
  const form = await request.formData().catch(() => new FormData());
  return answerInquiryPost(form, getApi(context));
}

export default function SupportInquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { received, cardInDefault } = loaderData;
  return (
    <div className="page inquiry-page info-page">
      <h1 className="page__title">お問い合わせ</h1>
      {received !== null ? (
        <>
          <InquirySteps current="完了" />
          <InquiryThanks number={received} />
        </>
      ) : (
        <>
          {cardInDefault ? <CardInDefault {...cardInDefault} /> : <ContractQuestions />}
          <InquirySection state={actionData ?? null} />
        </>
      )}
    </div>
  );
}

function InquirySection({ state }: { state: InquiryFormState | null }) {
  return (
    <section className="inquiry-page__section" aria-labelledby="inquiry-form-heading">
      <h2 id="inquiry-form-heading" className="section__heading">
        {state?.step === 'confirm' ? '入力内容の確認' : 'お問い合わせフォーム'}
      </h2>
      <InquirySteps current={state?.step === 'confirm' ? '確認' : '入力'} />
      {state?.step === 'confirm' ? (
        <InquiryConfirmation values={state.values} inquiry={state.inquiry} formError={state.formError} />
      ) : (
        <>
          {state ? null : (
            <p className="inquiry-page__lead">
              お問い合わせの前に、<Link to="/faq">よくある質問</Link>もご覧ください。すぐに解決できることがあります。
            </p>
          )}
          <InquiryInput
            values={state?.values ?? EMPTY_INQUIRY}
            errors={state?.errors ?? {}}
            formError={state?.formError ?? null}
          />
        </>
      )}
    </section>
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
