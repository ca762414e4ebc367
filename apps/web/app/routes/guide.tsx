import { PLAN_PAYMENT_METHOD_NAMES, PLANS } from '@hanabi/contract';
import { Link } from 'react-router';
import { InfoSection, InfoSteps, type TierCardContent, TierCards } from '../components/info-section.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import { monthlyPriceText } from '../lib/plan-price.ts';
import type { Route } from './+types/guide';

const HEADING = 'はじめての方へ';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiの使い方ガイド。会員の種類ごとにできること、会員登録の手順、ポイントとエピソード購入のしかた、お支払い方法をご案内します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

/** What each kind of viewer can do, each including everything of the one before. */
const TIERS: readonly TierCardContent[] = [
  {
    name: 'ゲスト（登録なし）',
    price: '無料',
    points: ['作品の検索・作品ページの閲覧', '無料エピソードの視聴', 'ランキングや新着のチェック'],
  },
  {
    name: '無料会員',
    price: '登録無料',
    points: ['ポイントでエピソードを1話ずつ購入', '購入したエピソードはいつでも視聴', 'マイリストと配信予定の確認'],
  },
  {
    name: `${PLANS.lite.name}会員`,
    price: monthlyPriceText('lite'),
    points: ['見放題対象のテレビ放送版エピソードが見放題', '無料会員の機能もすべて利用可能'],
  },
  {
    name: `${PLANS.premium.name}会員`,
    price: monthlyPriceText('premium'),
    points: [
      `${PLANS.lite.name}会員の内容に加えて`,
      '放送版ではカットされた場面も収めた規制解除版（プレミアム版）も見放題',
    ],
  },
];

/**
 * No data, but a server loader all the same: React Router runs the server middleware of a client navigation
 * only when a server loader is to run, and the redirect lookup lives there (decision 0017).
 */
export function loader() {
  return null;
}

export default function Guide() {
  return (
    <div className="page info-page">
      <ListHeader
        heading={HEADING}
        lead="Hanabiは、アニメを無料・見放題・1話ごとの購入で楽しめる動画配信サービスです。"
      />

      <InfoSection heading="会員の種類とできること">
        <TierCards tiers={TIERS} />
        <p>
          有料プランの違いは<Link to="/entry">プランのご案内</Link>でご確認いただけます。
        </p>
      </InfoSection>

      <InfoSection heading="会員登録のしかた">
        <InfoSteps
          steps={[
            '画面右上の「会員登録」を押します。',
            'メールアドレスとパスワードを入力して送信します。',
            '届いたメールのリンクを開くと、無料会員として登録が完了します。',
            '見放題を楽しむには、続けて「プランのご案内」からライトまたはプレミアムに入会します。',
          ]}
        />
        <p className="info-note">登録済みの方は、画面右上の「ログイン」からログインしてください。</p>
      </InfoSection>

      <InfoSection heading="ポイントについて">
        <p>エピソードの購入にはポイントを使います。ポイントには2種類あります。</p>
        <ul className="info-list">
          <li>
            <strong>フェスタポイント</strong>：ご自身で購入（チャージ）するポイントです。有効期限はありません。
          </li>
          <li>
            <strong>ギフトポイント</strong>
            ：プレゼントやキャンペーンで受け取れるポイントです。受け取りごとに有効期限があり、期限を過ぎると失効します。
          </li>
        </ul>
        <p>
          購入時は、期限のあるギフトポイントから先に使われ（期限の近いものから順に）、足りない分をフェスタポイントでお支払いします。
        </p>
        <p className="info-note">
          ポイントの残高は<Link to="/my">マイページ</Link>で確認できます。
        </p>
      </InfoSection>

      <InfoSection heading="エピソードの購入方法">
        <InfoSteps
          steps={[
            'ログインして、見たい作品のページを開きます。',
            'エピソードの「〇〇ptで購入」を押します。',
            '確認画面で、使うポイントの内訳（ギフトポイント・フェスタポイント）を確かめて「購入する」を押します。',
            '購入したエピソードは、購入済み作品からいつでも視聴できます。',
          ]}
        />
        <p className="info-note">
          ボタンを続けて押したり通信が途切れたりしても、同じエピソードが二重に購入されることはありません。
        </p>
      </InfoSection>

      <InfoSection heading="お支払い方法">
        <p>有料プランの月額料金は、次の方法でお支払いいただけます。</p>
        <ul className="info-list">
          {PLAN_PAYMENT_METHOD_NAMES.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <p className="info-note">料金はすべて税込です。解約はいつでもでき、次回の更新日以降は料金がかかりません。</p>
      </InfoSection>

      <InfoSection heading="困ったときは">
        <ul className="info-list">
          <li>
            よくある質問は<Link to="/faq">よくある質問</Link>にまとめています。
          </li>
          <li>
            動画が再生できないときは、<Link to="/requirement">推奨環境</Link>をご確認ください。
          </li>
          <li>
            解決しないときは、<Link to="/support">お問い合わせ</Link>からご連絡ください。
          </li>
        </ul>
      </InfoSection>
    </div>
  );
}
