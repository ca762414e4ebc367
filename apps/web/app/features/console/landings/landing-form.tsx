import {
  DYNAMIC_LANDING_HEADING_MAX_LENGTH,
  DYNAMIC_LANDING_LAYOUT_LABELS,
  DYNAMIC_LANDING_LAYOUTS,
  DYNAMIC_LANDING_LEAD_MAX_LENGTH,
} from '@hanabi/contract';
import { ConsoleTextArea } from '../catalogue/catalogue-controls.tsx';
import { CollectionForm } from '../collections/collection-form.tsx';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import type { LandingValues } from './landing-form-values.ts';

interface LandingFormProps {
  values: LandingValues;
  errors: FieldErrors;
  formError: string | null;
  readOnly: boolean;
  submitLabel: string;
  answer: unknown;
}

/** A landing page's address, heading, lead and layout, then its window (Japan time). */
export function LandingForm(props: LandingFormProps) {
  const { values, errors } = props;
  const field = { form: 'landing', errors };
  return (
    <CollectionForm form="landing" {...props}>
      <ConsoleField
        {...field}
        name="slug"
        label="スラッグ"
        hint="ページのアドレス /lp/スラッグ になります。英小文字・数字・「_」「-」。例: dynamic_spring"
        defaultValue={values.slug}
        required
        autoComplete="off"
      />
      <ConsoleField
        {...field}
        name="heading"
        label="見出し"
        hint={`${DYNAMIC_LANDING_HEADING_MAX_LENGTH}文字まで。`}
        defaultValue={values.heading}
        required
        autoComplete="off"
      />
      <ConsoleTextArea
        {...field}
        name="lead"
        label="リード文"
        hint={`見出しの下に出る文。${DYNAMIC_LANDING_LEAD_MAX_LENGTH}文字まで（なくても構いません）。`}
        defaultValue={values.lead}
        rows={3}
      />
      <ConsoleSelect {...field} name="layout" label="レイアウト" defaultValue={values.layout}>
        {DYNAMIC_LANDING_LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {DYNAMIC_LANDING_LAYOUT_LABELS[layout]}
          </option>
        ))}
      </ConsoleSelect>
    </CollectionForm>
  );
}
