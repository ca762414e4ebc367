import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './catalogue-lists.css';

export interface Crumb {
  label: string;
  /** Omitted for the page being viewed. */
  to?: string;
}

interface ListHeaderProps {
  heading: string;
  /** One sentence saying what the list holds. */
  lead?: ReactNode;
  /** Pages between home and this one, e.g. ランキング above 総合ランキング. */
  parents?: Crumb[];
  /** The heading's id, for sections labelled by it. */
  id?: string;
}

/** The top of a list or guide page: where it sits (breadcrumb), its one h1, and what it holds. */
export function ListHeader({ heading, lead, parents = [], id }: ListHeaderProps) {
  const crumbs: Crumb[] = [{ label: 'ホーム', to: '/' }, ...parents, { label: heading }];
  return (
    <header className="list-header">
      <nav aria-label="パンくずリスト">
        <ol className="breadcrumb">
          {crumbs.map((crumb) => (
            <li key={crumb.label} className="breadcrumb__item">
              {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 id={id} className="list-header__heading">
        {heading}
      </h1>
      {lead ? <p className="list-header__lead">{lead}</p> : null}
    </header>
  );
}
