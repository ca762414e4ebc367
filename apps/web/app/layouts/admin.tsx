import { Outlet } from 'react-router';
import { LogoMark } from '../components/logo-mark.tsx';

/**
 * The admin layout of spec §2 (its contents are not specified): the frame the operators' console will sit
 * in — the site's mark, the console's name, and no viewer navigation, drawer or sign-up calls. No route uses
 * it yet: the console (campaigns, notices, redirects edited in the browser) is a later issue; until then
 * operators write those tables directly (decision 0023).
 */
export default function AdminLayout() {
  return (
    <div className="site site--admin">
      <a href="#main" className="skip-link">
        本文へスキップ
      </a>
      <header className="landing-header">
        <span className="site-header__logo">
          <LogoMark />
          <span>Hanabi 管理画面</span>
        </span>
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
    </div>
  );
}
