import { DiscreetModeSwitch } from '../../components/discreet-mode-switch.tsx';

const HEADING_ID = 'my-discreet-heading';

/** My page's 「ひかえめモード」 card: the switch, and what it does, for a member (so it is kept with their account). */
export function DiscreetModeCard() {
  return (
    <section className="my-card discreet-mode" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="my-card__heading">
        ひかえめモード
      </h2>
      <DiscreetModeSwitch signedIn />
      <p className="discreet-mode__note">
        成人向け作品の画像をぼかし、続きから見るに表示しません。再生中はブラウザのタブやロック画面に作品名を出しません。この設定は会員情報に保存され、ほかのブラウザでログインしたときも使われます。
      </p>
    </section>
  );
}
