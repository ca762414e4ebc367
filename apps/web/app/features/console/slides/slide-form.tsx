import {
  HOME_SLIDE_AUDIENCE_LABELS,
  HOME_SLIDE_AUDIENCES,
  HOME_SLIDE_HEADLINE_MAX_LENGTH,
  HOME_SLIDE_LINE_MAX_LENGTH,
} from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ChoiceGroup, FormPart } from '../catalogue/catalogue-controls.tsx';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { SLIDE_INTENT, SLIDE_INTENTS } from './slide-answer.ts';
import type { SlideValues } from './slide-form-values.ts';

interface SlideFormProps {
  values: SlideValues;
  errors: FieldErrors;
  formError: string | null;
  /** An operator without editorial:write sees the form, every control disabled. */
  readOnly: boolean;
  submitLabel: string;
  /** A new object after each refused post: focus moves to the first error. */
  answer: unknown;
}

const FORM = 'slide';
const AUDIENCE_OPTIONS = HOME_SLIDE_AUDIENCES.map((value) => ({ value, label: HOME_SLIDE_AUDIENCE_LABELS[value] }));

/** A slide's copy, link, window (Japan time) and audiences; the picture has its own form on the slide's page. */
export function SlideForm({ values, errors, formError, readOnly, submitLabel, answer }: SlideFormProps) {
  const form = useFocusOnErrors(answer);
  const busy = useNavigation().formData?.get(SLIDE_INTENT) === SLIDE_INTENTS.save;
  const field = { form: FORM, errors };
  return (
    <Form method="post" ref={form} className="catalogue-form" noValidate key={JSON.stringify(values)}>
      <FormAlert message={formError} />
      <input type="hidden" name={SLIDE_INTENT} value={SLIDE_INTENTS.save} />
      <fieldset disabled={readOnly} className="catalogue-form__body">
        <FormPart title="文言">
          <ConsoleField
            {...field}
            name="headline"
            label="見出し"
            hint={`作品名やキャンペーン名など。${HOME_SLIDE_HEADLINE_MAX_LENGTH}文字まで。`}
            defaultValue={values.headline}
            required
            autoComplete="off"
          />
          <ConsoleField
            {...field}
            name="line"
            label="ひとこと"
            hint={`見出しの下に出る1行。${HOME_SLIDE_LINE_MAX_LENGTH}文字まで（なくても構いません）。`}
            defaultValue={values.line}
            autoComplete="off"
          />
        </FormPart>
        <FormPart title="リンク先">
          <fieldset className="slide-link-kind">
            <legend className="console-field__label">リンク先の種類</legend>
            {(['title', 'campaign'] as const).map((kind) => (
              <label key={kind} className="catalogue-choice">
                <input type="radio" name="link_kind" value={kind} defaultChecked={values.link_kind === kind} />
                {kind === 'title' ? '作品' : 'キャンペーン'}
              </label>
            ))}
          </fieldset>
          <ConsoleField
            {...field}
            name="title_id"
            label="作品のID（リンク先が作品のとき）"
            hint="作品の一覧や作品の画面のアドレス（/admin/titles/ID）で確認できます。"
            inputMode="numeric"
            defaultValue={values.title_id}
            autoComplete="off"
          />
          <ConsoleField
            {...field}
            name="campaign_slug"
            label="キャンペーンのアドレス（リンク先がキャンペーンのとき）"
            hint="/campaigns/ のあとの部分。例: feature-2025fall"
            defaultValue={values.campaign_slug}
            autoComplete="off"
          />
        </FormPart>
        <FormPart title="公開期間（日本時間）">
          <ConsoleField
            {...field}
            name="starts_at"
            label="公開開始日時"
            type="datetime-local"
            defaultValue={values.starts_at}
            required
          />
          <ConsoleField
            {...field}
            name="ends_at"
            label="公開終了日時"
            type="datetime-local"
            hint="空欄にすると、終了するまで出し続けます。"
            defaultValue={values.ends_at}
          />
        </FormPart>
        <FormPart title="表示する相手">
          <ChoiceGroup
            {...field}
            name="audiences"
            legend="このスライドを見せる相手"
            options={AUDIENCE_OPTIONS}
            checked={values.audiences}
          />
        </FormPart>
      </fieldset>
      {readOnly ? null : (
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary" disabled={busy}>
            {busy ? '保存中…' : submitLabel}
          </button>
        </div>
      )}
    </Form>
  );
}
