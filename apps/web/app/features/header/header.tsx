import { Link, useLocation } from 'react-router';
import { accountsUrl, returnUrlOf } from './accounts-links.ts';

export interface HeaderProps {
  isGuest: boolean;
  accountsOrigin: string;
  siteOrigin: string;
}

export function Header({ isGuest, accountsOrigin, siteOrigin }: HeaderProps) {
  const location = useLocation();
  const returnUrl = returnUrlOf(siteOrigin, location);
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
        </nav>
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg className="site-header__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
        <path d="M16 4v6M16 22v6M4 16h6M22 16h6M7.5 7.5l4.2 4.2M20.3 20.3l4.2 4.2M24.5 7.5l-4.2 4.2M11.7 20.3l-4.2 4.2" />
      </g>
      <circle cx="16" cy="16" r="3" fill="currentColor" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
