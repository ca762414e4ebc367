import { Form, Link } from 'react-router';
import { ConsoleField, ConsoleSelect, FieldFrame } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { REDIRECT_INTENTS, REDIRECT_STATUS_LABELS, type RedirectFormValues } from './redirect-form-values.ts';

interface RedirectFormProps {
  /** 0 for a new redirect. */
  id: number;
  values: RedirectFormValues;
  errors: FieldErrors;
  formError: string | null;
  /** Where 「キャンセル」 of a change goes: the list as it was. */
  listHref: string;
}

/** A redirect's fields; the API's refusals (a chain, a loop, a taken path) beside the field they name. */
export function RedirectForm({ id, values, errors, formError, listHref }: RedirectFormProps) {
  const form = id === 0 ? 'redirect-new' : `redirect-${id}`;
  return (
    <Form method="post" className="console-form" noValidate key={JSON.stringify({ id, values, errors })}>
      <input type="hidden" name="intent" value={id === 0 ? REDIRECT_INTENTS.create : REDIRECT_INTENTS.update} />
      {id === 0 ? null : <input type="hidden" name="id" value={String(id)} />}
      {formError ? (
        <p className="console-alert console-alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      <ConsoleField
        form={form}
        name="from_path"
        label="転送元のパス"
        hint="例: /campaigns/2024-summer（末尾の「/」は無視されます）"
        errors={errors}
        defaultValue={values.from_path}
        autoComplete="off"
        required
      />
      <ConsoleField
        form={form}
        name="to_location"
        label="転送先"
        hint="このサイトのパス（例: /campaigns/summer?refp=old）か、許可されたサイトの https:// で始まるURL"
        errors={errors}
        defaultValue={values.to_location}
        autoComplete="off"
        required
      />
      <ConsoleSelect form={form} name="status" label="転送の種類" errors={errors} defaultValue={values.status}>
        {Object.entries(REDIRECT_STATUS_LABELS).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </ConsoleSelect>
      <FieldFrame id={`${form}-enabled`} label="有効" hint={undefined} error={errors.enabled}>
        {(described) => (
          <input id={`${form}-enabled`} name="enabled" type="checkbox" defaultChecked={values.enabled} {...described} />
        )}
      </FieldFrame>
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary">
          {id === 0 ? '転送を追加' : '変更を保存'}
        </button>
        {id === 0 ? null : (
          <Link to={listHref} className="console-button console-button--quiet">
            キャンセル
          </Link>
        )}
      </div>
    </Form>
  );
}
