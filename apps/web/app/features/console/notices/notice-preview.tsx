import type { AdminNoticePreview } from '@hanabi/contract';
import { NOTICE_STATE_LABELS } from '@hanabi/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { ConsoleField } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';

interface NoticePreviewProps {
  /** The chosen time as the field shows it (Japan time). */
  at: string;
  errors: FieldErrors;
  preview: AdminNoticePreview | null;
  /** The viewer's screen at that time, drawn by the viewer's own components (the route composes them). */
  children: ReactNode;
}

/**
 * The notice as a viewer sees it at a chosen time: the chosen time, what state the notice is in then and which
 * urgent banner every page shows (this notice, another, or none), above the viewer's screen.
 */
export function NoticePreview({ at, errors, preview, children }: NoticePreviewProps) {
  return (
    <>
      <Form method="get" className="console-form console-form--row" aria-label="プレビューする日時">
        <ConsoleField
          form="preview"
          name="at"
          type="datetime-local"
          label="表示する日時（日本時間）"
          errors={errors}
          defaultValue={at}
        />
        <div className="console-inline">
          <button type="submit" className="console-button">
            この日時で表示
          </button>
        </div>
      </Form>
      {preview ? (
        <section className="console-preview" aria-label="視聴者の画面">
          <p role="status">
            {preview.notice.draft ? '公開した場合の' : ''}この日時の状態:{' '}
            <strong>{NOTICE_STATE_LABELS[preview.state]}</strong>
            {preview.banner === null
              ? '（緊急のお知らせの表示なし）'
              : preview.banner.id === preview.notice.id
                ? '（このお知らせを緊急のお知らせとして表示）'
                : `（緊急のお知らせとして「${preview.banner.title}」を表示）`}
          </p>
          {preview.notice.draft ? (
            <p>下書きのため、まだ視聴者には表示されません。以下は公開した場合の表示です。</p>
          ) : null}
          {preview.state === 'scheduled' ? <p>この日時には、このお知らせは視聴者に表示されません。</p> : null}
          {children}
        </section>
      ) : null}
    </>
  );
}
