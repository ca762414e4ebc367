import type { UserStatus } from '@hanabi/contract';
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { DiscreetModeSwitch } from '../../components/discreet-mode-switch.tsx';
import { returnUrlOf } from '../../lib/accounts-links.ts';
import { COMIC_SERVICE } from '../../lib/external-services.ts';
import { viewerTier } from '../../lib/viewer-tier.ts';
import { AccountBlock } from './account-block.tsx';
import { drawerMenu, requestFormUrl } from './drawer-menu.ts';
import { LogoutButton } from './logout-button.tsx';

export interface DrawerProps {
  id: string;
  open: boolean;
  /** Called when the drawer closes by itself: Escape, the close button, the backdrop or a link. */
  onClose: () => void;
  /** Called at hydration when the browser already opened the drawer: the menu was tapped before it. */
  onOpenedEarly: () => void;
  /** Where focus goes back when the drawer closes: the menu button, even where clicking does not focus it. */
  returnFocusTo: RefObject<HTMLElement | null>;
  status: UserStatus | null;
  accountsOrigin: string;
  siteOrigin: string;
}

/**
 * The side drawer of spec §2, as a modal <dialog>: the browser traps focus inside it, closes it on Escape
 * and keeps the page behind it inert. It closes whenever a link inside is followed.
 */
export function Drawer({
  id,
  open,
  onClose,
  onOpenedEarly,
  returnFocusTo,
  status,
  accountsOrigin,
  siteOrigin,
}: DrawerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);
  const returnUrl = returnUrlOf(siteOrigin, useLocation());
  const isGuest = viewerTier(status) === 'guest';

  // The menu button's command opened the drawer before React took over: React's state follows the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    if (dialogRef.current?.open) onOpenedEarly();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && wasOpen.current && dialog.open) dialog.close();
    if (!open && wasOpen.current) returnFocusTo.current?.focus();
    wasOpen.current = open;
  }, [open, returnFocusTo]);

  // A click on a link (the drawer's own job is done) or on the backdrop (outside the panel) closes it.
  function closeOnLinkOrBackdrop(event: MouseEvent<HTMLDialogElement>) {
    const target = event.target as Element;
    if (target === event.currentTarget || target.closest('a') !== null) onClose();
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the dialog closes on Escape natively; the click only catches links and the backdrop.
    <dialog
      ref={dialogRef}
      id={id}
      className="drawer"
      aria-label="メニュー"
      onClose={onClose}
      onClick={closeOnLinkOrBackdrop}
    >
      <div className="drawer__panel">
        <div className="drawer__head">
          <p className="drawer__title" aria-hidden="true">
            メニュー
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label="メニューを閉じる"
            command="close"
            commandfor={id}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>

        <AccountBlock status={status} accountsOrigin={accountsOrigin} returnUrl={returnUrl} />

        {isGuest ? (
          <Link to="/guide" className="drawer-banner drawer-banner--guide">
            <span className="drawer-banner__title">はじめての方へ</span>
            <span className="drawer-banner__text">Hanabiの楽しみ方と、プランの違いをご紹介します。</span>
          </Link>
        ) : null}

        <nav className="drawer-nav" aria-label="サイト内メニュー">
          {drawerMenu(status).map((group) => (
            <div key={group.heading} className="drawer-nav__group">
              <h2 className="drawer-nav__heading">{group.heading}</h2>
              <ul className="drawer-nav__list">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="drawer-nav__link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <section className="drawer-discreet" aria-labelledby={`${id}-discreet`}>
          <h2 id={`${id}-discreet`} className="drawer-nav__heading">
            表示
          </h2>
          <DiscreetModeSwitch signedIn={!isGuest} />
          <p className="discreet-mode__note">成人向け作品の画像をぼかし、再生中は作品名を出しません。</p>
        </section>

        {status?.is_subscribed_user ? (
          <a href={requestFormUrl(status, accountsOrigin, returnUrl)} className="drawer-banner drawer-banner--request">
            <span className="drawer-banner__title">リクエストフォーム</span>
            <span className="drawer-banner__text">配信してほしい作品をお聞かせください。</span>
          </a>
        ) : null}

        <a
          href={COMIC_SERVICE.url}
          className="drawer-banner drawer-banner--comic"
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="drawer-banner__title">{COMIC_SERVICE.name}</span>
          <span className="drawer-banner__text">アニメの原作コミックを読むなら。</span>
          <span className="visually-hidden">（新しいタブで開きます）</span>
        </a>

        {isGuest ? null : <LogoutButton />}
      </div>
    </dialog>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
