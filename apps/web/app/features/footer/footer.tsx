import { Link } from 'react-router';
import { COMPANY_LINKS, COPYRIGHT, LINE_LINK, SOCIAL_LINKS } from '../../lib/company.ts';
import { isLineLinkShown } from '../../lib/time-gates.ts';
import { LICENCES, SUPPORT_LINKS } from './footer-links.ts';
import { SocialIcon } from './social-icons.tsx';

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export interface FooterProps {
  /** The server's time from the viewer's status; the LINE link shows from 2024-07-18 17:00 JST. */
  currentTimestamp: string | null;
}

/**
 * Spec §2 footer: back to top, company links, social accounts, the LINE link, licence numbers, copyright; and
 * the service's support and rules pages.
 */
export function Footer({ currentTimestamp }: FooterProps) {
  const socialLinks = isLineLinkShown(currentTimestamp) ? [...SOCIAL_LINKS, LINE_LINK] : SOCIAL_LINKS;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <button type="button" className="back-to-top" onClick={scrollToTop}>
          ページトップへ
        </button>
        <ul className="site-footer__social" aria-label="公式SNS">
          {socialLinks.map((link) => (
            <li key={link.service}>
              <a
                href={link.href}
                className="icon-button site-footer__social-link"
                aria-label={link.label}
                target="_blank"
                rel="noopener noreferrer"
              >
                <SocialIcon service={link.service} />
              </a>
            </li>
          ))}
        </ul>
        <ul className="site-footer__links" aria-label="サポート・規約">
          {SUPPORT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <ul className="site-footer__links" aria-label="運営会社について">
          {COMPANY_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden">（新しいタブで開きます）</span>
              </a>
            </li>
          ))}
        </ul>
        <dl className="site-footer__licences">
          {LICENCES.map((licence) => (
            <div key={licence.label} className="site-footer__licence">
              <dt>{licence.label}</dt>
              <dd>{licence.value}</dd>
            </div>
          ))}
        </dl>
        <p className="site-footer__copyright">
          <small>{COPYRIGHT}</small>
        </p>
      </div>
    </footer>
  );
}
