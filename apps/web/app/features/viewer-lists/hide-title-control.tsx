import { useEffect, useRef, useState } from 'react';
import { ActionButton } from '../../components/action-button.tsx';
import { browserApi } from '../../lib/browser-session.ts';
import './viewer-lists.css';

export const HIDE_LABEL = 'この作品を非表示にする';
export const UNHIDE_LABEL = '表示に戻す';

type HideStep = 'shown' | 'confirming' | 'hidden';

/**
 * Lets a member hide the title from every list and search, after a confirmation (hiding is easy to miss
 * later: the title simply stops appearing), and show it again while still on its page.
 */
export function HideTitleControl({ titleId, hidden }: { titleId: number; hidden: boolean }) {
  const [step, setStep] = useState<HideStep>(hidden ? 'hidden' : 'shown');
  const prompt = useRef<HTMLParagraphElement>(null);

  // The question appears where the button was: move focus to it so that keyboard and screen reader users
  // meet it first.
  useEffect(() => {
    if (step === 'confirming') prompt.current?.focus();
  }, [step]);

  if (step === 'hidden') {
    return (
      <div className="hide-title hide-title--hidden" role="status">
        <p className="hide-title__note">この作品は非表示にしています。一覧や検索、マイリストには表示されません。</p>
        <ActionButton
          action={async () => {
            await (await browserApi()).unhideTitle(titleId);
            setStep('shown');
          }}
          failureMessage="表示に戻せませんでした。時間をおいて再度お試しください。"
          buttonClassName="button button--outline button--small"
        >
          {UNHIDE_LABEL}
        </ActionButton>
      </div>
    );
  }
  if (step === 'confirming') {
    return (
      <div className="hide-title hide-title--confirming">
        <p ref={prompt} className="hide-title__note hide-title__question" tabIndex={-1}>
          この作品を非表示にしますか？一覧や検索、マイリストに表示されなくなります。マイページからいつでも表示に戻せます。
        </p>
        <div className="hide-title__actions">
          <ActionButton
            action={async () => {
              await (await browserApi()).hideTitle(titleId);
              setStep('hidden');
            }}
            failureMessage="非表示にできませんでした。時間をおいて再度お試しください。"
            buttonClassName="button button--primary button--small"
          >
            非表示にする
          </ActionButton>
          <button type="button" className="button button--outline button--small" onClick={() => setStep('shown')}>
            キャンセル
          </button>
        </div>
      </div>
    );
  }
  return (
    <button type="button" className="hide-title__open" onClick={() => setStep('confirming')}>
      {HIDE_LABEL}
    </button>
  );
}
