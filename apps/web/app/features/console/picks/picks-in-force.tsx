import type { AdminEditorPick } from '@hanabi/contract';
import { Link } from 'react-router';
import { PreviewAtForm } from '../collections/collection-preview.tsx';
import { formatJapanDateTime } from '../console-format.ts';

interface PicksInForceProps {
  /** The chosen instant (ISO), or null for now. */
  at: string | null;
  /** The list viewers get then; null when none is in force. */
  pick: AdminEditorPick | null;
}

/**
 * What leads a viewer's 「おすすめ」 at a chosen time (decision 0064): the list in force then — of those whose
 * window contains it, the one that started last — with its titles in order, as the API answers it.
 */
export function PicksInForce({ at, pick }: PicksInForceProps) {
  const when = at ? formatJapanDateTime(at) : '現在';
  return (
    <section aria-labelledby="picks-preview-heading" className="console-section">
      <h2 id="picks-preview-heading" className="console-section-heading">
        プレビュー
      </h2>
      <PreviewAtForm form="picks-preview" at={at} hint="空欄なら現在の状態です。" />
      {pick ? (
        <div role="status">
          <p>
            {when}の「おすすめ」の先頭: <Link to={`/admin/picks/${pick.id}`}>{pick.name}</Link>（
            {formatJapanDateTime(pick.starts_at)}〜{formatJapanDateTime(pick.ends_at)}）
          </p>
          {pick.titles.length > 0 ? (
            <ol aria-label={`${when}に先頭に並ぶ作品`}>
              {pick.titles.map((title) => (
                <li key={title.id}>{title.name}</li>
              ))}
            </ol>
          ) : (
            <p>作品がないため、ジャンル別のおすすめだけが表示されます。</p>
          )}
        </div>
      ) : (
        <p role="status">{when}は編集部のおすすめがありません。ジャンル別のおすすめだけが表示されます。</p>
      )}
      <p>公開・配信中でない作品や、視聴者が非表示にした作品は、並べても表示されません。</p>
    </section>
  );
}
