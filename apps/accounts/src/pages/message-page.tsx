import type { DesignType } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { renderDocument } from './document.tsx';

export interface PageLink {
  href: string;
  label: string;
}

export interface MessagePageOptions {
  title: string;
  message: ReactNode;
  design?: DesignType;
  /** Where the viewer can go next; a way back to Hanabi is always added last. */
  links?: PageLink[];
  /** Further content under the message, e.g. a resend form. */
  children?: ReactNode;
}

/** A page that says something, with links onwards and a way back to Hanabi. */
export function renderMessagePage(
  webOrigin: string,
  { title, message, design, links = [], children }: MessagePageOptions,
): string {
  return renderDocument({
    title,
    design,
    webOrigin,
    body: (
      <>
        <h1>{title}</h1>
        <p>{message}</p>
        {children}
        <LinkList links={[...links, { href: `${webOrigin}/`, label: 'Hanabi のトップへ戻る' }]} />
      </>
    ),
  });
}

export function LinkList({ links }: { links: PageLink[] }) {
  return (
    <ul className="links">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
