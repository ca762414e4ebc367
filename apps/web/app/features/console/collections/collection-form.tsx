import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormPart } from '../catalogue/catalogue-controls.tsx';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { INTENT_FIELD } from '../genres/genres-answer.ts';
import { COLLECTION_INTENTS } from './collection-answer.ts';

interface CollectionFormProps {
  /** The fields' id prefix. */
  form: string;
  values: { starts_at: string; ends_at: string };
  errors: FieldErrors;
  formError: string | null;
  /** An operator without editorial:write sees the form, every control disabled. */
  readOnly: boolean;
  submitLabel: string;
  /** A new object after each refused post: focus moves to the first error. */
  answer: unknown;
  /** The collection's own fields, above its window. */
  children: ReactNode;
}

/**
 * A collection's form (features, dynamic landings): its own fields, then the window in Japan time, saved by one
 * button; the titles have their own list.
 */
export function CollectionForm({
  form,
  values,
  errors,
  formError,
  readOnly,
  submitLabel,
  answer,
  children,
}: CollectionFormProps) {
  const ref = useFocusOnErrors(answer);
  const busy = useNavigation().formData?.get(INTENT_FIELD) === COLLECTION_INTENTS.save;
  const field = { form, errors };
  return (
    <Form method="post" ref={ref} className="catalogue-form" noValidate key={JSON.stringify(values)}>
      <FormAlert message={formError} />
      <input type="hidden" name={INTENT_FIELD} value={COLLECTION_INTENTS.save} />
      <fieldset disabled={readOnly} className="catalogue-form__body">
        <FormPart title="内容">{children}</FormPart>
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
