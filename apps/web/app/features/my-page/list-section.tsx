import type { ReactNode } from 'react';
import { SectionResultView } from '../../components/section-result.tsx';
import type { SectionResult } from '../../lib/api.server.ts';

interface ListSectionProps<T extends { items: unknown[] }> {
  id: string;
  heading: string;
  result: SectionResult<T>;
  /** Said when the list is empty. */
  emptyText: string;
  children: (list: T) => ReactNode;
}

/** A card of the my page holding one of the member's lists. */
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
      <SectionResultView subject={heading} result={result} emptyText={emptyText}>
        {children}
      </SectionResultView>
    </section>
  );
}
