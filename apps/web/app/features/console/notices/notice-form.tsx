import type { AdminNoticeSection } from '@hanabi/contract';
import { Form } from 'react-router';
import { ConsoleCheckbox, ConsoleTextArea } from '../catalogue/catalogue-controls.tsx';
import { ConsoleField, ConsoleSelect, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { NOTICE_INTENTS, type NoticeFormValues } from './notice-form-values.ts';

interface NoticeFormProps {
  values: NoticeFormValues;
  sections: AdminNoticeSection[];
  errors: FieldErrors;
  formError: string | null;
  /** The refusal the form comes back with, to move focus to it once. */
  answer: unknown;
  isNew: boolean;
}

/**
 * A notice's fields; its times in Japan time. A draft (下書き) is kept from viewers until it is unchecked; a
 * future publication time schedules it (公開予定).
 */
export function NoticeForm({ values, sections, errors, formError, answer, isNew }: NoticeFormProps) {
  const form = useFocusOnErrors(answer);
  const field = { form: 'notice', errors };
  return (
    <Form method="post" className="console-form" noValidate ref={form} key={JSON.stringify({ values, errors })}>
      <input type="hidden" name="intent" value={NOTICE_INTENTS.save} />
      <FormAlert message={formError} />
      <ConsoleSelect {...field} name="section_id" label="区分" defaultValue={values.section_id}>
        <option value="">区分を選ぶ</option>
        {sections.map((section) => (
          <option key={section.id} value={String(section.id)}>
            {section.name}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleField {...field} name="title" label="タイトル" defaultValue={values.title} autoComplete="off" required />
      <ConsoleTextArea
        {...field}
        name="body"
        label="本文"
        hint="空行で段落を分けます。HTMLは使えません。"
        defaultValue={values.body}
        rows={10}
      />
      <ConsoleField
        {...field}
        name="published_at"
        type="datetime-local"
        label="公開日時（日本時間）"
        hint="この日時から視聴者に表示されます。未来の日時にすると公開予定になります。"
        defaultValue={values.published_at}
        required
      />
      <ConsoleField
        {...field}
        name="urgent_until"
        type="datetime-local"
        label="緊急表示の終了日時（日本時間・任意）"
        hint="入力すると、公開日時からこの日時まで、すべてのページの上部に緊急のお知らせとして表示されます。"
        defaultValue={values.urgent_until}
      />
      <ConsoleField
        {...field}
        name="slug"
        label="スラッグ（任意）"
        hint="固定のアドレス /notices/{スラッグ} で表示する場合のみ。英小文字・数字・「_」「-」"
        defaultValue={values.slug}
        autoComplete="off"
      />
      <ConsoleCheckbox
        {...field}
        name="draft"
        label="下書き（視聴者に表示しない。プレビューで確認してから外して保存すると公開されます）"
        defaultChecked={values.draft}
      />
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary">
          {isNew ? 'お知らせを作成' : '変更を保存'}
        </button>
      </div>
    </Form>
  );
}
