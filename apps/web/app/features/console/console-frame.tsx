import { OPERATOR_ROLE_LABELS, type OperatorMe } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { LogoMark } from '../../components/logo-mark.tsx';
import { sectionsFor } from './console-sections.ts';
import { CONSOLE_HOME } from './return-path.ts';
import './console.css';

/** The signed-in operator's menu: the sections their role opens, who they are, and signing out. */
function OperatorMenu({ operator }: { operator: OperatorMe }) {
  return (
    <>
      <nav className="console-nav" aria-label="管理画面のメニュー">
        <NavLink to={CONSOLE_HOME} end className="console-nav__link">
          ホーム
        </NavLink>
        {sectionsFor(operator.permissions).map((section) => (
          <NavLink key={section.path} to={section.path} className="console-nav__link">
            {section.label}
          </NavLink>
        ))}
      </nav>
      <div className="console-header__operator">
        <span>
          {operator.name}（{OPERATOR_ROLE_LABELS[operator.role]}）
        </span>
        <Form method="post" action="/admin/logout">
          <button type="submit" className="console-button console-button--quiet">
            ログアウト
          </button>
        </Form>
      </div>
    </>
  );
}

/**
 * The admin layout of spec §2: the site's mark and the console's name, the operator's menu once signed in,
 * and no viewer navigation, drawer or sign-up calls. Laptop first; on a tablet the menu wraps.
 */
export function ConsoleFrame({ operator, children }: { operator: OperatorMe | null; children: ReactNode }) {
  return (
    <div className="console">
      <a href="#main" className="skip-link">
        本文へスキップ
      </a>
      <header className="console-header">
        <Link to={CONSOLE_HOME} className="console-header__title">
          <LogoMark />
          <span>Hanabi 管理画面</span>
        </Link>
        {operator ? <OperatorMenu operator={operator} /> : null}
      </header>
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  );
}
