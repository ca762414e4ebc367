import { useLocation, useNavigate } from 'react-router';
import { ActionButton } from '../../components/action-button.tsx';
import { browserApi } from '../../lib/browser-session.ts';
import { submitPurchase } from './purchase-flow.ts';
import './purchase.css';

interface PurchaseButtonProps {
  episodeId: number;
  /** The purchase intent's key, from the page's address: a retry after a lost answer sends it again. */
  intent: string;
  /** Tells the page why nothing was bought, before it reloads. */
  onFailure: (message: string) => void;
}

/**
 * Buys the episode from the browser. The button is disabled while the call runs, so a double click sends
 * one request; and since every request of this intent carries the same key, even a repeated one buys once.
 */
export function PurchaseButton({ episodeId, intent, onFailure }: PurchaseButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ActionButton
      action={async () => {
        const next = await submitPurchase(await browserApi(), { episodeId, intent, page: location });
        if (next.failure !== null) onFailure(next.failure);
        // Replacing the confirm page: going back from the thanks page does not offer the purchase again.
        await navigate(next.to, { replace: true });
      }}
      failureMessage="購入できませんでした。通信環境をご確認のうえ、もう一度お試しください。同じ購入でポイントが二重に使われることはありません。"
      className="purchase-action"
      buttonClassName="button button--primary purchase-action__button"
    >
      購入する
    </ActionButton>
  );
}
