import type { OperatorSetupLink } from '@hanabi/contract';
import { useEffect, useRef } from 'react';
import { formatJapanDateTime } from '../console-format.ts';

/**
 * The one-time set-up link, shown once: the administrator hands it to the operator by a channel of their
 * own. It is not kept in clear anywhere, so it cannot be shown again (an access reset issues a new one).
 */
export function SetupLinkPanel({ link, reason }: { link: OperatorSetupLink; reason: 'invited' | 'reset' }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const { operator } = link;
  return (
    <section className="console-alert console-setup-link" aria-labelledby="setup-link-heading">
      <h2 id="setup-link-heading" ref={heading} tabIndex={-1} className="console-section-heading">
        {reason === 'invited'
          ? `${operator.name}さんを招待しました`
          : `${operator.name}さんのログイン情報をリセットしました`}
      </h2>
      <p>
        次の設定用リンクを{operator.name}さん（{operator.email}）に渡してください。リンクは
        {formatJapanDateTime(link.setup_expires_at)}まで、1回だけ使えます。この画面を離れると、もう表示できません。
      </p>
      <label htmlFor="setup-link-url" className="console-field__label">
        設定用リンク
      </label>
      <input
        id="setup-link-url"
        className="console-field__input console-setup-link__url"
        value={link.setup_url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
    </section>
  );
}
