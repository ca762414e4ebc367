import {
  type AdminPreviewEpisode,
  type AdminTitlePreview,
  DISPLAY_GROUP_LABELS,
  EPISODE_CUT_LABELS,
  PREVIEW_VIEWER_LABELS,
  type PreviewVisibility,
} from '@hanabi/contract';
import { Form } from 'react-router';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import { formatJapanDateTime } from '../console-format.ts';
import type { FieldErrors } from '../form-errors.ts';
import type { PreviewValues } from './preview-query.ts';
import './catalogue.css';

/** Why the title page would not open, in the viewer's terms. */
const TITLE_PAGE_CLOSED: Record<Exclude<PreviewVisibility, 'shown'>, string> = {
  draft: 'この作品は下書きのため、視聴者には「ページが見つかりません」と表示されます。',
  not_yet: 'この時点ではまだ配信開始前のため、作品ページは「ページが見つかりません」と表示されます。',
  ended: 'この時点では配信期間が終わっているため、作品ページは「ページが見つかりません」と表示されます。',
};

const EPISODE_HIDDEN: Record<Exclude<PreviewVisibility, 'shown'>, string> = {
  draft: '表示されない（下書き）',
  not_yet: '表示されない（配信開始前）',
  ended: '表示されない（配信終了）',
};

/** What the viewer kind can do with an episode the page lists, as the page would offer it. */
function watchSentence(episode: AdminPreviewEpisode): string {
  if (episode.way_in === null) {
    return episode.access === 'free' ? '無料で再生できる' : 'プランの見放題で再生できる';
  }
  switch (episode.way_in) {
    case 'sign_in':
      return 'ログインを求められる';
    case 'buy':
      return `${episode.price_points?.toLocaleString('ja-JP') ?? ''}ポイントで購入すると再生できる`;
    case 'join_plan':
      return 'プランへの加入を求められる';
    default:
      return '再生できない';
  }
}

/** The preview's choices: who, when, and whether drafts count as published (a GET form). */
export function PreviewForm({ values, errors }: { values: PreviewValues; errors: FieldErrors }) {
  const field = { form: 'preview', errors };
  return (
    <Form method="get" className="console-form console-form--row" noValidate key={JSON.stringify(values)}>
      <ConsoleSelect {...field} name="viewer" label="誰として見るか" defaultValue={values.viewer}>
        {Object.entries(PREVIEW_VIEWER_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleField {...field} name="at" label="日時（日本時間）" type="datetime-local" defaultValue={values.at} />
      <ConsoleSelect {...field} name="drafts" label="下書き" defaultValue={values.drafts}>
        <option value="as_published">公開したものとして見る</option>
        <option value="hidden">今の公開状態のまま見る</option>
      </ConsoleSelect>
      <button type="submit" className="console-button console-button--primary">
        プレビューする
      </button>
    </Form>
  );
}

/** The title as the chosen viewer would be shown it: the page's state, its heading facts, and each episode. */
export function TitlePreview({ preview }: { preview: AdminTitlePreview }) {
  const { title } = preview;
  const listed = preview.title_page === 'shown';
  return (
    <section aria-labelledby="preview-heading" className="console-section catalogue-preview">
      <h2 id="preview-heading" className="console-section-heading">
        {PREVIEW_VIEWER_LABELS[preview.viewer]}が{formatJapanDateTime(preview.at)}に見る作品ページ
      </h2>
      {preview.title_page === 'shown' ? (
        <p className="console-alert" role="status">
          作品ページが表示されます。
          {preview.age_check ? '先に年齢確認（R18）が表示されます。' : ''}
        </p>
      ) : (
        <p className="console-alert console-alert--warning" role="status">
          {TITLE_PAGE_CLOSED[preview.title_page]}
        </p>
      )}
      <div className="catalogue-preview__page">
        <p className="catalogue-preview__name">
          {title.name}
          {preview.exclusive_on && title.exclusive ? (
            <span className="catalogue-badge catalogue-badge--live">
              {title.exclusive.kind === 'exclusive' ? '独占配信' : '先行配信'}
            </span>
          ) : null}
        </p>
        <p className="console-table__sub">{title.name_kana}</p>
        <p>
          {DISPLAY_GROUP_LABELS[title.display_group]}
          {title.genres.length > 0 ? `・${title.genres.map((genre) => genre.name).join('、')}` : ''}
        </p>
        <p>{title.synopsis}</p>
        <p>エピソード {preview.episode_count}話配信中</p>
      </div>
      <div className="console-table-scroll">
        <table className="console-table">
          <caption className="visually-hidden">エピソードごとの見え方</caption>
          <thead>
            <tr>
              <th scope="col">エピソード</th>
              <th scope="col">版</th>
              <th scope="col">作品ページ</th>
              <th scope="col">この視聴者は</th>
            </tr>
          </thead>
          <tbody>
            {preview.episodes.map((episode) => (
              <tr key={episode.id}>
                <th scope="row">
                  {episode.prefix_name} {episode.name}
                </th>
                <td>{EPISODE_CUT_LABELS[episode.cut]}</td>
                <td>
                  {!listed
                    ? '表示されない（作品ページなし）'
                    : episode.visibility === 'shown'
                      ? '表示される'
                      : EPISODE_HIDDEN[episode.visibility]}
                </td>
                <td>{listed && episode.visibility === 'shown' ? watchSentence(episode) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
