import type { ReactNode } from 'react';
import type { SectionResult } from '../lib/api.server.ts';
import { RetryButton } from './retry-button.tsx';
import './section-result.css';

interface SectionResultViewProps<T extends { items: unknown[] }> {
  /** What the section lists, for the failure sentence (e.g. 「プレゼント」). */
  subject: string;
  result: SectionResult<T>;
  /** Said when the list is empty. */
  emptyText: string;
  children: (list: T) => ReactNode;
}

/** One list loaded for a page: its items, an empty note, or a failure with a retry (spec §4's error state). */
export function SectionResultView<T extends { items: unknown[] }>({
  subject,
  result,
  emptyText,
  children,
}: SectionResultViewProps<T>) {
  if (!result.ok) {
    return (
      <div className="section-error" role="status">
        <p className="empty-note empty-note--error">
          {subject}を読み込めませんでした。時間をおいて再度お試しください。
        </p>
        <RetryButton />
      </div>
    );
  }
  if (result.data.items.length === 0) return <p className="empty-note">{emptyText}</p>;
  return children(result.data);
}
