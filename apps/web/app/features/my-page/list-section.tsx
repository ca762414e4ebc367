import type { ReactNode } from 'react';
import type { SectionResult } from '../../lib/api.server.ts';

interface ListSectionProps<T extends { items: unknown[] }> {
  id: string;
  heading: string;
  result: SectionResult<T>;
  /** Said when the list is empty. */
  emptyText: string;
  children: (list: T) => ReactNode;
}

/** A card of the my page holding one of the member's lists: its items, an empty note, or a failure note. */
export function ListSection<T extends { items: unknown[] }>({
  id,
  heading,
  result,
  emptyText,
  children,
}: ListSectionProps<T>) {
  return (
    <section className="my-card" aria-labelledby={id}>
      <h2 id={id} className="my-card__heading">
        {heading}
      </h2>
      {!result.ok ? (
        <p className="empty-note empty-note--error" role="status">
          {heading}を読み込めませんでした。時間をおいて、ページを再読み込みしてください。
        </p>
      ) : result.data.items.length === 0 ? (
        <p className="empty-note">{emptyText}</p>
      ) : (
        children(result.data)
      )}
    </section>
  );
}
