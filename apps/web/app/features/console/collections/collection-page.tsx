/**
 * A collection's console page, shared by features and dynamic landings: the way back to the list, the name
 * with the confirmed deletion, the outcome of the last post, the preview at a chosen time, the titles in
 * order, and the collection's own form (`children`).
 */
import type { AdminTitleSummary, HomeSlideState } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionOutcome } from '../action-outcome.tsx';
import { ConfirmAction } from '../confirm-action.tsx';
import { INTENT_FIELD } from '../genres/genres-answer.ts';
import { COLLECTION_INTENTS } from './collection-answer.ts';
import { CollectionPreview } from './collection-preview.tsx';
import { CollectionTitles } from './collection-titles.tsx';

interface CollectionPageProps {
  /** What the collection is called in sentences: 特集, ランディングページ. */
  noun: string;
  listPath: string;
  name: string;
  collection: { state: HomeSlideState; titles: ReadonlyArray<{ id: number; name: string }> };
  preview: { at: string; state: HomeSlideState } | null;
  search: { q: string; found: readonly AdminTitleSummary[] };
  canWrite: boolean;
  /** Just created: the page asks for titles. */
  created: boolean;
  /** The last post's answer, if any. */
  answer: { kind: string; message?: string } | undefined;
  /** The viewer's page that shows the collection while it runs. */
  viewerPath: string;
  viewerLabel: string;
  /** The collection's form. */
  children: ReactNode;
}

export function CollectionPage(props: CollectionPageProps) {
  const { noun, name, collection, canWrite, answer } = props;
  return (
    <div className="console-page">
      <p>
        <Link to={props.listPath}>{noun}の一覧へ戻る</Link>
      </p>
      <div className="catalogue-page-head">
        <h1 className="console-page__title">{name}</h1>
        {canWrite ? (
          <div className="console-actions">
            <ConfirmAction
              label="削除"
              question={`${noun}「${name}」を削除します。作品の並びも消えます。よろしいですか？`}
              confirmLabel="削除する"
              fields={{ [INTENT_FIELD]: COLLECTION_INTENTS.delete }}
            />
          </div>
        ) : null}
      </div>
      {props.created && !answer ? (
        <p className="console-alert" role="status">
          {noun}を作成しました。作品を追加してください。
        </p>
      ) : null}
      <ActionOutcome answer={answer} />
      {canWrite ? null : (
        <p className="console-alert console-alert--warning">あなたの権限では{noun}を閲覧のみできます。</p>
      )}
      <CollectionPreview
        noun={noun}
        state={collection.state}
        preview={props.preview}
        viewerPath={props.viewerPath}
        viewerLabel={props.viewerLabel}
      />
      <CollectionTitles noun={noun} titles={collection.titles} canWrite={canWrite} search={props.search} />
      <section aria-labelledby="collection-form-heading" className="console-section">
        <h2 id="collection-form-heading" className="console-section-heading">
          内容
        </h2>
        {props.children}
      </section>
    </div>
  );
}
