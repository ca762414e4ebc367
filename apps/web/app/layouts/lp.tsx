import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { LogoMark } from '../components/logo-mark.tsx';
import { describeError } from '../features/error-page/error-content.ts';
import { ErrorPage } from '../features/error-page/error-page.tsx';
import { COMPANY_LINKS, COPYRIGHT } from '../lib/company.ts';
import './lp.css';
import type { Route } from './+types/lp';

/** The legal pages every landing page links to: a visitor from an advert decides on them before joining. */
const LEGAL_LINKS = [
  { label: '利用規約', to: '/rules/service' },
  { label: 'サービスポリシー', to: '/rules/service-policy' },
  { label: '特定商取引法に基づく表記', to: '/rules/tokusyo' },
] as const;

const PRIVACY_POLICY = COMPANY_LINKS.find((link) => link.label === 'プライバシーポリシー');

/**
 * The landing layout of spec §2 (`lp`): a visitor from an advert sees one offer and nothing to wander off
 * to — the logo, the page, the legal links. No drawer, no search. Used by /lp/{slug} and by the campaigns
 * whose record says `lp` (routes/campaign.tsx picks it from the loader data).
 */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="site site--landing">
      <a href="#main" className="skip-link">
        本文へスキップ
      </a>
      <header className="landing-header">
        <Link to="/" className="site-header__logo">
          <LogoMark />
          <span>Hanabi</span>
        </Link>
      </header>
      <main id="main" className="site-main landing-main">
        {children}
      </main>
      <footer className="landing-footer">
        <nav aria-label="規約・ポリシー">
          <ul className="landing-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {PRIVACY_POLICY ? (
              <li>
                <a href={PRIVACY_POLICY.href} rel="noopener">
                  {PRIVACY_POLICY.label}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className="landing-footer__copyright">{COPYRIGHT}</p>
      </footer>
    </div>
  );
}

export default function LandingLayoutRoute() {
  return (
    <LandingLayout>
      <Outlet />
    </LandingLayout>
  );
}

/** Errors of the landing pages (an unknown or ended landing: 404) inside the same minimal frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LandingLayout>
      <ErrorPage content={describeError(error)} />
    </LandingLayout>
  );
}
