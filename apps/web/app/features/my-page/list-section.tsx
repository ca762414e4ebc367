import type { ReactNode } from 'react';
import { SectionResultView } from '../../components/section-result.tsx';
import type { SectionResult } from '../../lib/api.server.ts';

interface ListSectionProps<T extends { items: unknown[] }> {
  id: string;
  heading: string;
  result: SectionResult<T>;
  /** Said when the list is empty. */
  emptyText: string;
  /** Across the whole page, for a list shown as a rail. */
  wide?: boolean;
  children: (list: T) => ReactNode;
}

/** A card of the my page holding one of the member's lists. */
export function ListSection<T extends { items: unknown[] }>({
  id,
  heading,
  result,
  emptyText,
  wide = false,
  children,
}: ListSectionProps<T>) {
  return (
    <section className={wide ? 'my-card my-card--wide' : 'my-card'} aria-labelledby={id}>
      <h2 id={id} className="my-card__heading">
        {heading}
      </h2>
      <SectionResultView subject={heading} result={result} emptyText={emptyText}>
        {children}
      </SectionResultView>
    </section>
  );
}
