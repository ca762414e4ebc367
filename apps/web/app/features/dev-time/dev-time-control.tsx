import { browserCookieStore, readCookie } from '@hanabi/api-client';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { PublicEnv } from '../../lib/env.server.ts';
import { applyDebugTime, japanInputValue } from './debug-time.ts';
import './dev-time.css';

export interface DevTimeControlProps {
  /** The browser's environment from the root loader; undefined when that loader failed. */
  env: PublicEnv | undefined;
  /** The server's time from the viewer's status: the starting value of the input. */
  serverTime: string | null;
}

/**
 * Lets a developer or tester see the product at another moment (spec §7: non-production builds send
 * X-Debug-Time). Production pages never carry it, and the API ignores the header there anyway.
 */
export function DevTimeControl({ env, serverTime }: DevTimeControlProps) {
  if (env === undefined || env.APP_ENV === 'production') return null;
  return <DevTimePanel cookieDomain={env.COOKIE_DOMAIN} serverTime={serverTime} />;
}

function DevTimePanel({ cookieDomain, serverTime }: { cookieDomain: string | null; serverTime: string | null }) {
  const titleId = useId();
  const stateId = useId();
  /** The time the cookie holds: undefined until read in the browser, null when the clock is not replaced. */
  const [fixedAt, setFixedAt] = useState<string | null | undefined>(undefined);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setFixedAt(readCookie(browserCookieStore(), 'devDebugTime') ?? null);
  }, []);

  function apply(inputValue: string | null) {
    const place = { pageUrl: window.location.href, domain: cookieDomain ?? undefined };
    if (!applyDebugTime(inputValue, browserCookieStore(), place)) {
      setInvalid(true);
      return;
    }
    // Every loader, and the status the page was rendered with, has to be asked again at the new time.
    window.location.reload();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(String(new FormData(event.currentTarget).get('debug_time') ?? ''));
  }

  let state = '';
  if (invalid) state = '日時を入力してください。';
  else if (fixedAt) state = `${japanInputValue(fixedAt).replace('T', ' ')} に固定中`;
  else if (fixedAt === null) state = '固定していません';

  return (
    <form className="dev-time" aria-labelledby={titleId} onSubmit={submit}>
      <span id={titleId} className="dev-time__title">
        開発用: サーバー時刻
      </span>
      <input
        type="datetime-local"
        name="debug_time"
        step={1}
        className="dev-time__input"
        aria-label="日時（日本時間）"
        aria-describedby={stateId}
        aria-invalid={invalid || undefined}
        defaultValue={japanInputValue(serverTime)}
        onChange={() => setInvalid(false)}
      />
      <button type="submit" className="button button--small button--primary">
        設定
      </button>
      <button type="button" className="button button--small button--outline" onClick={() => apply(null)}>
        解除
      </button>
      <span id={stateId} className="dev-time__state" role="status">
        {state}
      </span>
    </form>
  );
}
