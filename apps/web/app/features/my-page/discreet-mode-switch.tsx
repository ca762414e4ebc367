import { browserCookieStore } from '@hanabi/api-client';
import { chooseDiscreetMode, useDiscreetMode } from '../../lib/discreet-mode.ts';
import { useCookiePlace } from '../../lib/use-cookie-place.ts';
import './discreet-mode-switch.css';

const HEADING_ID = 'my-discreet-heading';

/**
 * 「ひかえめモード」 (decision 0058): one tap turns it on or off, kept on this browser, and every part of the
 * page follows at once (the blur, the continue-watching rows) without reloading.
 */
export function DiscreetModeSwitch() {
  const discreet = useDiscreetMode();
  const cookiePlace = useCookiePlace();
  return (
    <section className="my-card discreet-mode" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="my-card__heading">
        ひかえめモード
      </h2>
      <label className="discreet-mode__switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={discreet}
          checked={discreet}
          onChange={(event) => chooseDiscreetMode(browserCookieStore(), event.currentTarget.checked, cookiePlace())}
        />
        ひかえめモードを使う
      </label>
      <p className="discreet-mode__note">
        成人向け作品の画像をぼかし、続きから見るに表示しません。再生中はブラウザのタブやロック画面に作品名を出しません。この設定はこのブラウザに保存されます。
      </p>
    </section>
  );
}
