import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../../components/logo-mark.tsx';
import { accountsUrl, returnUrlOf } from '../../lib/accounts-links.ts';
import type { ViewerTier } from '../../lib/viewer-tier.ts';
import { CalendarIcon, MenuIcon, SearchIcon } from './header-icons.tsx';

/** The menu button's side of the drawer: the layout owns the drawer and its state. */
export interface MenuButtonProps {
  open: boolean;
  /** The id of the drawer the button opens (aria-controls). */
  controls: string;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

export interface HeaderProps {
  tier: ViewerTier;
  accountsOrigin: string;
  siteOrigin: string;
  menu: MenuButtonProps;
}

/** Spec §2 header: logo, search, upcoming releases for members, login and 会員登録 for guests, 入会する for free members. */
export function Header({ tier, accountsOrigin, siteOrigin, menu }: HeaderProps) {
  const location = useLocation();
  const returnUrl = returnUrlOf(siteOrigin, location);
  const isGuest = tier === 'guest';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <LogoMark />
          <span>Hanabi</span>
        </Link>
        <nav className="site-header__actions" aria-label="アカウント">
          <Link to="/search" className="icon-button" aria-label="検索">
            <SearchIcon />
          </Link>
          {isGuest ? null : (
            <Link to="/notices/new_arrivals" className="icon-button" aria-label="配信予定">
              <CalendarIcon />
            </Link>
          )}
          {isGuest ? (
            <>
              <a href={accountsUrl(accountsOrigin, 'login', returnUrl)} className="site-header__login">
                ログイン
              </a>
              <a
                href={accountsUrl(accountsOrigin, 'register', returnUrl)}
                className="button button--primary button--small"
              >
                会員登録
              </a>
            </>
          ) : null}
          {tier === 'free' ? (
            <Link to="/entry" className="button button--primary button--small">
              入会する
            </Link>
          ) : null}
          <button
            ref={menu.buttonRef}
            type="button"
            className="icon-button site-header__menu"
            aria-expanded={menu.open}
            aria-controls={menu.controls}
            aria-haspopup="dialog"
            // The browser opens the drawer by itself, so a tap before hydration is kept (decision 0066).
            command="show-modal"
            commandfor={menu.controls}
            onClick={menu.onToggle}
          >
            <MenuIcon />
            <span className="visually-hidden">メニュー</span>
          </button>
        </nav>
      </div>
    </header>
  );
}
