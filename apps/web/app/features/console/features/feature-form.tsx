import { FEATURE_DESCRIPTION_MAX_LENGTH, FEATURE_NAME_MAX_LENGTH } from '@hanabi/contract';
import { ConsoleTextArea } from '../catalogue/catalogue-controls.tsx';
import { CollectionForm } from '../collections/collection-form.tsx';
import { ConsoleField } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import type { FeatureValues } from './feature-form-values.ts';

interface FeatureFormProps {
  values: FeatureValues;
  errors: FieldErrors;
  formError: string | null;
  readOnly: boolean;
  submitLabel: string;
  answer: unknown;
}

/** A feature's name, slug, description and place, then its window (Japan time). */
export function FeatureForm(props: FeatureFormProps) {
  const { values, errors } = props;
  const field = { form: 'feature', errors };
  return (
    <CollectionForm form="feature" {...props}>
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
    </CollectionForm>
  );
}
