import { browserCookieStore } from '@hanabi/api-client';
import { useState } from 'react';
import { browserApi } from '../lib/browser-session.ts';
import { chooseDiscreetMode, useDiscreetMode } from '../lib/discreet-mode.ts';
import { useCookiePlace } from '../lib/use-cookie-place.ts';
import './discreet-mode-switch.css';

export interface DiscreetModeSwitchProps {
  /** A member's choice is also kept by the API so that it follows them to their other browsers. */
  signedIn: boolean;
}

/**
 * The 「ひかえめモード」 switch (decision 0058), on my page and in the menu: one tap turns it on or off and every
 * part of the page follows at once (the blur, the continue-watching rows) without reloading. This browser's
 * cookie keeps the choice for guests, and for members once they sign out; a member's choice the API could not
 * keep is taken back, and said so.
 */
export function DiscreetModeSwitch({ signedIn }: DiscreetModeSwitchProps) {
  const discreet = useDiscreetMode();
  const cookiePlace = useCookiePlace();
  const [failed, setFailed] = useState(false);
  const choose = async (on: boolean) => {
    setFailed(false);
    chooseDiscreetMode(browserCookieStore(), on, cookiePlace());
    if (!signedIn) return;
    try {
      await (await browserApi()).putViewerSettings({ discreet: on });
    } catch {
      chooseDiscreetMode(browserCookieStore(), !on, cookiePlace());
      setFailed(true);
    }
  };
  return (
    <>
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
      {failed ? (
        <p className="form-error" role="alert">
          設定を保存できませんでした。時間をおいてもう一度お試しください。
        </p>
      ) : null}
    </>
  );
}
