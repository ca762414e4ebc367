import { HOME_SLIDE_STATE_LABELS, type HomeSlideState } from '@hanabi/contract';
import { Form, Link } from 'react-router';
import { toJapanInput } from '../catalogue/japan-datetime.ts';
import { ConsoleField } from '../console-form.tsx';
import { formatJapanDateTime } from '../console-format.ts';

/** The preview's instant in the page's address, typed in Japan time. */
export const PREVIEW_AT_PARAM = 'at';

/** The preview's time, typed in Japan time and sent in the page's address (a GET form). */
export function PreviewAtForm({ form, at, hint }: { form: string; at: string | null; hint?: string }) {
  return (
    <Form method="get" className="console-form console-form--row" aria-label="日時を指定してプレビュー">
      <ConsoleField
        form={form}
        name={PREVIEW_AT_PARAM}
        type="datetime-local"
        label="確認する日時（日本時間）"
        hint={hint}
        errors={{}}
        defaultValue={at ? toJapanInput(at) : ''}
      />
      <button type="submit" className="console-button">
        確認
      </button>
    </Form>
  );
}

interface CollectionPreviewProps {
  noun: string;
  /** The chosen instant (ISO) and the state the collection has then; null when none is chosen. */
  preview: { at: string; state: HomeSlideState } | null;
  /** The state now. */
  state: HomeSlideState;
  /** The viewer's page that shows the collection while it runs. */
  viewerPath: string;
  viewerLabel: string;
}

/**
 * A collection's preview at a chosen time (shared by features and dynamic landings): the state it will have
 * then, and the viewer's page that shows it; changes show there as soon as they are saved.
 */
export function CollectionPreview({ noun, preview, state, viewerPath, viewerLabel }: CollectionPreviewProps) {
  return (
    <section aria-labelledby="collection-preview-heading" className="console-section">
      <h2 id="collection-preview-heading" className="console-section-heading">
        プレビュー
      </h2>
      <p>
        現在の状態: <strong>{HOME_SLIDE_STATE_LABELS[state]}</strong>
      </p>
      <PreviewAtForm form="collection-preview" at={preview?.at ?? null} />
      {preview ? (
        <p role="status">
          {formatJapanDateTime(preview.at)}の状態: <strong>{HOME_SLIDE_STATE_LABELS[preview.state]}</strong>
          {preview.state === 'running'
            ? `（公開期間内です。作品があれば、この${noun}は視聴者に表示されます）`
            : `（公開期間外です。この${noun}は視聴者に表示されません）`}
        </p>
      ) : null}
      <p>
        <Link to={viewerPath} target="_blank" rel="noreferrer">
          {viewerLabel}を開く
        </Link>
        （新しいタブ。保存した変更はすぐに反映されます）
      </p>
    </section>
  );
}
