import type { Pagination } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Pager } from '../../components/pager.tsx';
import { SectionResultView } from '../../components/section-result.tsx';
import type { SectionResult } from '../../lib/api.server.ts';
import { LIST_PARAMS } from './list-query.ts';

interface PagedSectionProps<T extends { items: unknown[]; pagination: Pagination }> {
  /** What the list holds, for the failure sentence and the pager's name (e.g. 「無料作品」). */
  subject: string;
  result: SectionResult<T>;
  emptyText: string;
  /** The list's items as cards; the list comes whole, so its `kind` chooses the cards. */
  children: (list: T) => ReactNode;
}

/** A list page's one paged list: its items and pager, an empty note, or a failure with 「再読み込み」. */
export function PagedSection<T extends { items: unknown[]; pagination: Pagination }>({
  subject,
  result,
  emptyText,
  children,
}: PagedSectionProps<T>) {
  return (
    <SectionResultView subject={subject} result={result} emptyText={emptyText}>
      {(list) => (
        <>
          {children(list)}
          <div className="list-pager">
            <Pager pagination={list.pagination} param={LIST_PARAMS.page} label={`${subject}のページ`} />
          </div>
        </>
      )}
    </SectionResultView>
  );
}
