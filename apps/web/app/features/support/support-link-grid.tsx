import { Link } from 'react-router';
import './support.css';

export interface SupportLink {
  label: string;
  to: string;
  /** One line saying what the viewer finds there. */
  description?: string;
}

/** Ways onward from /support as large touch targets: two columns on a phone, more on wider screens. */
export function SupportLinkGrid({ links }: { links: readonly SupportLink[] }) {
  return (
    <ul className="support-links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="support-links__link">
            <span className="support-links__label">{link.label}</span>
            {link.description ? <span className="support-links__description">{link.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
