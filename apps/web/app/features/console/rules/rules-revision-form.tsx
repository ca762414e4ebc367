import { Form } from 'react-router';
import { ConsoleTextArea } from '../catalogue/catalogue-controls.tsx';
import { ConsoleField, FormAlert, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { RULES_INTENTS, type RulesDraftValues } from './rules-draft-values.ts';

interface RulesRevisionFormProps {
  values: RulesDraftValues;
  errors: FieldErrors;
  formError: string | null;
  /** The refusal the form comes back with, to move focus to it once. */
  answer: unknown;
  isNew: boolean;
}

/** A draft revision's whole text and planned effective date (施行日); viewers see nothing of it until published. */
export function RulesRevisionForm({ values, errors, formError, answer, isNew }: RulesRevisionFormProps) {
  const form = useFocusOnErrors(answer);
  const field = { form: 'rules', errors };
  return (
    <Form method="post" className="console-form" noValidate ref={form} key={JSON.stringify({ values, errors })}>
      <input type="hidden" name="intent" value={isNew ? RULES_INTENTS.create : RULES_INTENTS.save} />
      <FormAlert message={formError} />
      <ConsoleTextArea
        {...field}
        name="body"
        label="本文"
        hint="1行に1段落。「第1条（適用）」や「1. 見出し」の行が条の見出し、「(1) 」で始まる行が号、「【販売業者】」の行が表の項目になります。[文字](/support/inquiry) はサイト内のリンクです。"
        defaultValue={values.body}
        rows={24}
      />
      <ConsoleField
        {...field}
        name="effective_on"
        type="date"
        label="施行日"
        hint="この日（日本時間）の0時から視聴者に表示されます。公開するときに今日以降の日付が必要です。"
        defaultValue={values.effective_on}
        required
      />
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary">
          {isNew ? '下書きを作成' : '下書きを保存'}
        </button>
      </div>
    </Form>
  );
}
