import { EPISODE_CUT_LABELS } from '@hanabi/contract';
import { Form, useNavigation } from 'react-router';
import { ConsoleField, ConsoleSelect, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { ChoiceGroup, ConsoleCheckbox, ConsoleTextArea, FormPart } from './catalogue-controls.tsx';
import { CATALOGUE_INTENT, CATALOGUE_INTENTS } from './catalogue-intents.ts';
import type { EpisodeFormValues } from './episode-form-values.ts';

interface EpisodeFormProps {
  values: EpisodeFormValues;
  errors: FieldErrors;
  formError: string | null;
  readOnly: boolean;
  submitLabel: string;
  answer: unknown;
}

const PLAN_OPTIONS = [
  { value: '1', label: 'ライトプランに含める' },
  { value: '2', label: 'プレミアムプランに含める' },
];

/** Everything the API saves of an episode: number, name, length, cut, how viewers may watch, and its window. */
export function EpisodeForm({ values, errors, formError, readOnly, submitLabel, answer }: EpisodeFormProps) {
  const form = useFocusOnErrors(answer);
  const busy = useNavigation().formData?.get(CATALOGUE_INTENT) === CATALOGUE_INTENTS.save;
  const field = { form: 'episode', errors };
  return (
    <Form method="post" ref={form} className="catalogue-form" noValidate key={JSON.stringify(values)}>
      <FormAlert message={formError} />
      <input type="hidden" name={CATALOGUE_INTENT} value={CATALOGUE_INTENTS.save} />
      <fieldset disabled={readOnly} className="catalogue-form__body">
        <FormPart title="エピソード">
          <ConsoleField
            {...field}
            name="number"
            label="話数"
            inputMode="numeric"
            defaultValue={values.number}
            required
          />
          <ConsoleField
            {...field}
            name="prefix_name"
            label="話数の表記"
            hint="例: 第1話、最終話"
            defaultValue={values.prefix_name}
            required
          />
          <ConsoleField {...field} name="name" label="エピソード名" defaultValue={values.name} required />
          <ConsoleField
            {...field}
            name="sec_length"
            label="再生時間（秒）"
            inputMode="numeric"
            defaultValue={values.sec_length}
            required
          />
          <ConsoleTextArea {...field} name="summary" label="あらすじ" defaultValue={values.summary} />
        </FormPart>
        <FormPart title="版と視聴方法">
          <ConsoleSelect {...field} name="cut" label="版" defaultValue={values.cut}>
            {Object.entries(EPISODE_CUT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </ConsoleSelect>
          <ConsoleCheckbox
            {...field}
            name="is_free"
            label="無料で見られる（放送版のみ）"
            defaultChecked={values.is_free}
          />
          <ChoiceGroup
            {...field}
            name="included_plan_ids"
            legend="プランで見放題"
            options={PLAN_OPTIONS}
            checked={values.included_plan_ids}
          />
          <ConsoleField
            {...field}
            name="price_points"
            label="価格（ポイント）"
            hint="単品で販売しないときは空欄にします。"
            inputMode="numeric"
            defaultValue={values.price_points}
          />
        </FormPart>
        <FormPart title="配信期間（日本時間）">
          <ConsoleField
            {...field}
            name="released_at"
            label="配信開始日時"
            type="datetime-local"
            defaultValue={values.released_at}
            required
          />
          <ConsoleField
            {...field}
            name="available_until"
            label="配信終了日時"
            type="datetime-local"
            hint="終了の予定がないときは 9999-12-31 23:59 のままにします。"
            defaultValue={values.available_until}
            required
          />
        </FormPart>
        {readOnly ? null : (
          <div className="console-inline">
            <button type="submit" className="console-button console-button--primary" disabled={busy}>
              {busy ? '保存しています…' : submitLabel}
            </button>
          </div>
        )}
      </fieldset>
    </Form>
  );
}
