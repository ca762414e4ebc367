/**
 * A collection list's console page, shared by features, dynamic landings and editor picks: the create link for
 * `editorial:write`, what the list is for, the kind's own section (`children`), the search, the table and the
 * pager.
 */
import type { Pagination } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/pager.tsx';
import { ConsoleField } from '../console-form.tsx';
import { ListSearchForm } from '../list-search-form.tsx';
import { type CollectionRow, CollectionsTable } from './collections-table.tsx';

interface CollectionListPageProps {
  /** What a collection is called in sentences: 特集, ランディングページ. */
  noun: string;
  basePath: string;
  /** Where and when viewers see these collections. */
  lead: ReactNode;
  /** What the search matches, and how to use it. */
  searchLabel: string;
  searchHint: string;
  detailHeading?: string;
  q: string;
  rows: readonly CollectionRow[];
  pagination: Pagination;
  canWrite: boolean;
  deleted: boolean;
  /** The kind's own section above the list (the editor picks' preview). */
  children?: ReactNode;
}

export function CollectionListPage({ noun, basePath, q, rows, pagination, ...props }: CollectionListPageProps) {
  return (
    <div className="console-page">
      <div className="catalogue-page-head">
        <h1 className="console-page__title">{noun}</h1>
        {props.canWrite ? (
          <div className="console-actions">
            <Link to={`${basePath}/new`} className="console-button console-button--primary">
              {noun}を作成
            </Link>
          </div>
        ) : null}
      </div>
      <p>{props.lead}</p>
      {props.deleted ? (
        <p className="console-alert" role="status">
          {noun}を削除しました。
        </p>
      ) : null}
      {props.children}
      <section aria-labelledby="collections-heading" className="console-section">
        <h2 id="collections-heading" className="console-section-heading">
          {noun}の一覧（{pagination.total}件）
        </h2>
        <ListSearchForm label={`${noun}の検索`} clearTo={basePath} values={q}>
          <ConsoleField
            form="collections"
            name="q"
            type="search"
            label={props.searchLabel}
            hint={props.searchHint}
            errors={{}}
            defaultValue={q}
          />
        </ListSearchForm>
        {rows.length > 0 ? (
          <CollectionsTable
            rows={rows}
            basePath={basePath}
            caption={`${noun}の一覧`}
            detailHeading={props.detailHeading}
          />
        ) : (
          <p role="status">
            {q
              ? `条件に合う${noun}はありません。条件を変えてお試しください。`
              : `このページに表示する${noun}はありません。`}
          </p>
        )}
        <Pager pagination={pagination} param="page" label={`${noun}の一覧のページ`} />
      </section>
    </div>
  );
}
