import { Link } from 'react-router';
import { InfoSection, InfoTable } from '../components/info-section.tsx';
import { ListHeader } from '../features/catalogue-lists/list-header.tsx';
import { pageMeta, siteOriginOf } from '../features/seo/page-meta.ts';
import type { Route } from './+types/requirement';

const HEADING = '推奨環境';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    heading: HEADING,
    description:
      'Hanabiを快適にご利用いただくための推奨環境（OS・ブラウザ）、画質ごとに必要な通信速度、ブラウザの設定と著作権保護技術についてご案内します。',
    origin: siteOriginOf(matches),
    path: location.pathname,
  });

const COMPUTERS = [
  ['Windows 10 / 11', 'Google Chrome、Microsoft Edge、Mozilla Firefox（いずれも最新版）'],
  ['macOS（最新の2バージョン）', 'Safari、Google Chrome、Microsoft Edge、Mozilla Firefox（いずれも最新版）'],
] as const;

const MOBILES = [
  ['iOS / iPadOS 16以降', 'Safari（最新版）'],
  ['Android 10以降', 'Google Chrome（最新版）'],
] as const;

/**
 * The steady bandwidth each quality needs, and what an hour of it uses (bandwidth × 3,600 s ÷ 8 bits,
 * rounded up to a tenth of a gigabyte), so viewers on a metered plan can judge.
 */
const QUALITIES = [
  ['標準画質（SD・480p）', '1.5Mbps以上', '約0.7GB'],
  ['高画質（HD・720p）', '3Mbps以上', '約1.4GB'],
  ['最高画質（フルHD・1080p）', '6Mbps以上', '約2.7GB'],
] as const;

/**
 * No data, but a server loader all the same: React Router runs the server middleware of a client navigation
 * only when a server loader is to run, and the redirect lookup lives there (decision 0017).
 */
export function loader() {
  return null;
}

export default function Requirement() {
  return (
    <div className="page info-page">
      <ListHeader
        heading={HEADING}
        lead="動画を快適にご覧いただくための環境です。推奨環境以外では、一部の機能が使えなかったり再生できなかったりすることがあります。"
      />

      <InfoSection heading="パソコン">
        <InfoTable caption="パソコンの推奨OSとブラウザ" rows={COMPUTERS} />
      </InfoSection>

      <InfoSection heading="スマートフォン・タブレット">
        <InfoTable caption="スマートフォン・タブレットの推奨OSとブラウザ" rows={MOBILES} />
        <p className="info-note">すべての端末での動作を保証するものではありません。</p>
      </InfoSection>

      <InfoSection heading="通信環境">
        <p>
          画質に応じて、次の通信速度が安定して出る環境をおすすめします。回線が混み合うと、画質が自動で下がることがあります。
        </p>
        <InfoTable
          caption="画質ごとに必要な通信速度と1時間あたりのデータ通信量"
          rows={QUALITIES.map(([quality, speed, perHour]) => [quality, `${speed}（1時間あたり${perHour}）`])}
        />
        <p className="info-note">
          モバイル回線でご覧になるときは、データ通信量にご注意ください。Wi-Fiでのご利用をおすすめします。
        </p>
      </InfoSection>

      <InfoSection heading="ブラウザの設定">
        <ul className="info-list">
          <li>CookieとJavaScriptを有効にしてください。ログインや年齢確認、視聴位置の記録に使います。</li>
          <li>プライベートブラウズ（シークレットモード）では、ログイン状態や設定が保存されないことがあります。</li>
        </ul>
      </InfoSection>

      <InfoSection heading="著作権保護技術（DRM）について">
        <p>
          作品は著作権保護のため暗号化して配信しています。再生には、ブラウザのEME（Encrypted Media
          Extensions）と、次のいずれかのDRMが使われます。
        </p>
        <ul className="info-list">
          <li>Widevine：Google Chrome、Mozilla Firefox、Microsoft Edge、Androidの各ブラウザ</li>
          <li>PlayReady：WindowsのMicrosoft Edge</li>
          <li>FairPlay：macOS・iOS・iPadOSのSafari</li>
        </ul>
        <p className="info-note">
          ブラウザの設定で「保護されたコンテンツの再生」をオフにしていると再生できません。HDCPに対応していない外部ディスプレイにつないでいるときも、再生できないことがあります。
        </p>
      </InfoSection>

      <InfoSection heading="ご利用いただけない環境">
        <ul className="info-list">
          <li>root化・脱獄（ジェイルブレイク）した端末</li>
          <li>画面の録画・キャプチャ用のソフトウェアやアプリを起動している環境</li>
          <li>仮想マシンやエミュレーター上のOS</li>
          <li>日本国外からのアクセス（本サービスは日本国内でのみご利用いただけます）</li>
        </ul>
        <p>
          それでも再生できないときは、<Link to="/support">お問い合わせ</Link>からご連絡ください。
        </p>
      </InfoSection>
    </div>
  );
}
