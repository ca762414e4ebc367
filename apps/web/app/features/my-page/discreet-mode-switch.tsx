import { browserCookieStore } from '@hanabi/api-client';
import { useState } from 'react';
import { browserApi } from '../../lib/browser-session.ts';
import { chooseDiscreetMode, useDiscreetMode } from '../../lib/discreet-mode.ts';
import { useCookiePlace } from '../../lib/use-cookie-place.ts';
import './discreet-mode-switch.css';

const HEADING_ID = 'my-discreet-heading';

/**
 * 「ひかえめモード」 (decision 0058): one tap turns it on or off and every part of the page follows at once (the
 * blur, the continue-watching rows) without reloading. My page is a member's, so the choice is kept by the API
 * and follows them to their other browsers; this browser's cookie keeps it too, for when they sign out. A
 * choice the API could not keep is taken back, and said so.
 */
export function DiscreetModeSwitch() {
  const discreet = useDiscreetMode();
  const cookiePlace = useCookiePlace();
  const [failed, setFailed] = useState(false);
  const choose = async (on: boolean) => {
    setFailed(false);
    chooseDiscreetMode(browserCookieStore(), on, cookiePlace());
    try {
      await browserApi().putViewerSettings({ discreet: on });
    } catch {
      chooseDiscreetMode(browserCookieStore(), !on, cookiePlace());
      setFailed(true);
    }
  };
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
          onChange={(event) => void choose(event.currentTarget.checked)}
        />
        ひかえめモードを使う
      </label>
      <p className="discreet-mode__note">
        成人向け作品の画像をぼかし、続きから見るに表示しません。再生中はブラウザのタブやロック画面に作品名を出しません。この設定は会員情報に保存され、ほかのブラウザでログインしたときも使われます。
      </p>
      {failed ? (
        <p className="form-error" role="alert">
          設定を保存できませんでした。時間をおいてもう一度お試しください。
        </p>
      ) : null}
    </section>
  );
}
