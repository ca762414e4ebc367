import type { Pagination } from '@hanabi/contract';
import { Link, useLocation } from 'react-router';

interface PagerProps {
  pagination: Pagination;
  /** The query parameter holding this list's page, so several lists on one page page independently. */
  param: string;
  /** Names the navigation for screen readers, e.g. 「ご契約履歴のページ」. */
  label: string;
}

/** Previous / next links of a paged list; nothing when everything fits on one page. */
export function Pager({ pagination, param, label }: PagerProps) {
  const location = useLocation();
  const { page, total_pages: totalPages } = pagination;
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => {
    const search = new URLSearchParams(location.search);
    search.set(param, String(target));
    return `${location.pathname}?${search.toString()}`;
  };
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className="pager__link" preventScrollReset>
          前のページ
        </Link>
      ) : (
        <span className="pager__link pager__link--disabled">前のページ</span>
      )}
      <span className="pager__position">
        {page} / {totalPages}ページ
      </span>
      {page < totalPages ? (
        <Link to={hrefOf(page + 1)} className="pager__link" preventScrollReset>
          次のページ
        </Link>
      ) : (
        <span className="pager__link pager__link--disabled">次のページ</span>
      )}
    </nav>
  );
}
