import { ConsoleField, ConsoleSelect, FieldFrame } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { InlineEditForm } from '../inline-edit-form.tsx';
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
export function RedirectForm(props: RedirectFormProps) {
  const { id, values, errors } = props;
  const form = id === 0 ? 'redirect-new' : `redirect-${id}`;
  return (
    <InlineEditForm {...props} createLabel="転送を追加" intents={REDIRECT_INTENTS}>
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
    </InlineEditForm>
  );
}
