import type { HomeSectionSlot } from '@hanabi/contract';
import { Link } from 'react-router';
import { PreviewAtForm } from '../collections/collection-preview.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import { shownAndHidden } from './home-layouts-table.tsx';

interface HomeLayoutPreviewProps {
  /** The chosen instant (ISO), null for now. */
  at: string | null;
  /** Every section as viewers get it then, in order, with show/hide. */
  sections: readonly HomeSectionSlot[];
}

/** The home's sections a viewer gets at a chosen time (now without one): the schedule's answer, not a guess. */
export function HomeLayoutPreview({ at, sections }: HomeLayoutPreviewProps) {
  const { shown, hidden } = shownAndHidden(sections);
  return (
    <section aria-labelledby="home-layout-preview-heading" className="console-section">
      <h2 id="home-layout-preview-heading" className="console-section-heading">
        プレビュー
      </h2>
      <PreviewAtForm form="home-layout-preview" at={at} hint="空欄のときは現在の並び順を表示します。" />
      <p role="status">
        {at ? `${formatJapanDateTime(at)}の時点で` : '現在'}、視聴者のホームにはカルーセルの下に次の順で表示されます。
      </p>
      <ol aria-label="ホームに表示されるセクション">
        {shown.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      <p>非表示: {hidden.length > 0 ? hidden.join('、') : 'なし'}</p>
      <p>
        <Link to="/" target="_blank" rel="noreferrer">
          ホームを開く
        </Link>
        （新しいタブ。現在の並び順で表示されます）
      </p>
    </section>
  );
}
