import { EDITOR_PICK_NAME_MAX_LENGTH } from '@hanabi/contract';
import { CollectionForm } from '../collections/collection-form.tsx';
import { ConsoleField } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import type { PickValues } from './pick-form-values.ts';

interface PickFormProps {
  values: PickValues;
  errors: FieldErrors;
  formError: string | null;
  readOnly: boolean;
  submitLabel: string;
  answer: unknown;
}

/** An editor picks list's name (for editors only), then its window (Japan time). */
export function PickForm(props: PickFormProps) {
  const { values, errors } = props;
  return (
    <CollectionForm form="pick" {...props}>
      <ConsoleField
        form="pick"
        errors={errors}
        name="name"
        label="名前"
        hint={`編集部で見分けるための名前です。視聴者には表示されません。${EDITOR_PICK_NAME_MAX_LENGTH}文字まで。`}
        defaultValue={values.name}
        required
        autoComplete="off"
      />
    </CollectionForm>
  );
}
