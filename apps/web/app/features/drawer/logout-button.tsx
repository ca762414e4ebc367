import { ActionButton } from '../../components/action-button.tsx';
import { browserApi } from '../../lib/browser-session.ts';

/** Spec §4 logout: the delete call, then the browser goes to the root as a full page load (a fresh guest page). */
export function LogoutButton() {
  return (
    <ActionButton
      action={async () => {
        await (await browserApi()).logout();
        window.location.assign('/');
      }}
      failureMessage="ログアウトできませんでした。通信環境をご確認のうえ、もう一度お試しください。"
      className="drawer-logout"
      buttonClassName="drawer-logout__button"
    >
      ログアウト
    </ActionButton>
  );
}
