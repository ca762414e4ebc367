import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NewEditorialPageProps {
  /** What is created, in sentences: スライド, 特集, ランディングページ. */
  noun: string;
  listPath: string;
  /** What comes after creating it. */
  lead: string;
  /** The empty form, or the refused one. */
  children: ReactNode;
}

/** An editorial "create" page: the way back to the list, the heading, what happens next, and the form. */
export function NewEditorialPage({ noun, listPath, lead, children }: NewEditorialPageProps) {
  return (
    <div className="console-page">
      <p>
        <Link to={listPath}>{noun}の一覧へ戻る</Link>
      </p>
      <h1 className="console-page__title">{noun}を作成</h1>
      <p>{lead}</p>
      {children}
    </div>
  );
}
