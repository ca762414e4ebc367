import type { AdminTitle } from '@hanabi/contract';
import { formatJapanDateTime } from '../console-format.ts';
import { formatWindowEnd } from './japan-datetime.ts';
import { PublicationBadge, type PublicationState, publicationStateOf } from './publication-state.tsx';

/** What the state means for viewers, in one sentence. */
function stateSentence(state: PublicationState, title: AdminTitle): string {
  switch (state) {
    case 'draft':
      return '下書きです。公開するまで、視聴者には表示されません。';
    case 'scheduled':
      return `公開済みです。配信開始の${formatJapanDateTime(title.available_from)}から視聴者に表示されます。`;
    case 'ended':
      return '公開済みですが、配信期間が終わったため視聴者には表示されません。';
    case 'live':
      return '公開中です。視聴者に表示されています。';
  }
}

/** The title's state at the top of its page, clearly: the badge, what it means, and when it changed. */
export function TitleStatusPanel({ title, now }: { title: AdminTitle; now: Date }) {
  const state = publicationStateOf(title.status, { from: title.available_from, until: title.available_until }, now);
  return (
    <section className="catalogue-status" aria-label="公開状態">
      <p className="catalogue-status__line">
        <PublicationBadge state={state} /> {stateSentence(state, title)}
      </p>
      <dl className="catalogue-facts">
        <div>
          <dt>配信期間</dt>
          <dd>
            {formatJapanDateTime(title.available_from)}〜{formatWindowEnd(title.available_until, formatJapanDateTime)}
          </dd>
        </div>
        <div>
          <dt>公開日時</dt>
          <dd>{title.published_at ? formatJapanDateTime(title.published_at) : '未公開'}</dd>
        </div>
        <div>
          <dt>最終更新</dt>
          <dd>{formatJapanDateTime(title.updated_at)}</dd>
        </div>
      </dl>
    </section>
  );
}
