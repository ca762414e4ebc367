import { FEATURE_DESCRIPTION_MAX_LENGTH, FEATURE_NAME_MAX_LENGTH } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleTextArea, FormPart } from '../catalogue/catalogue-controls.tsx';
import { COLLECTION_INTENTS } from '../collections/collection-answer.ts';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { INTENT_FIELD } from '../genres/genres-answer.ts';
import type { FeatureValues } from './feature-form-values.ts';

interface FeatureFormProps {
  values: FeatureValues;
  errors: FieldErrors;
  formError: string | null;
  /** An operator without editorial:write sees the form, every control disabled. */
  readOnly: boolean;
  submitLabel: string;
  /** A new object after each refused post: focus moves to the first error. */
  answer: unknown;
}

const FORM = 'feature';

/** A feature's slug, name, description, window (Japan time) and place; its titles have their own list. */
export function FeatureForm({ values, errors, formError, readOnly, submitLabel, answer }: FeatureFormProps) {
  const form = useFocusOnErrors(answer);
  const busy = useNavigation().formData?.get(INTENT_FIELD) === COLLECTION_INTENTS.save;
  const field = { form: FORM, errors };
  return (
    <Form method="post" ref={form} className="catalogue-form" noValidate key={JSON.stringify(values)}>
      <FormAlert message={formError} />
      <input type="hidden" name={INTENT_FIELD} value={COLLECTION_INTENTS.save} />
      <fieldset disabled={readOnly} className="catalogue-form__body">
        <FormPart title="内容">
          <ConsoleField
            {...field}
            name="name"
            label="特集名"
            hint={`ホームの「特集」に見出しとして出ます。${FEATURE_NAME_MAX_LENGTH}文字まで。`}
            defaultValue={values.name}
            required
            autoComplete="off"
          />
          <ConsoleField
            {...field}
            name="slug"
            label="スラッグ"
            hint="特集を見分ける英小文字・数字・「-」の名前。例: autumn-2025"
            defaultValue={values.slug}
            required
            autoComplete="off"
          />
          <ConsoleTextArea
            {...field}
            name="description"
            label="説明"
            hint={`特集名の下に出る説明。${FEATURE_DESCRIPTION_MAX_LENGTH}文字まで（なくても構いません）。`}
            defaultValue={values.description}
            rows={3}
          />
          <ConsoleField
            {...field}
            name="position"
            label="表示順"
            hint="小さい数ほどホームで先に表示されます（0〜10000）。"
            inputMode="numeric"
            defaultValue={values.position}
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
            defaultValue={values.ends_at}
            required
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
