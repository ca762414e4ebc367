import { FAQ_QUESTION_MAX_LENGTH, FAQ_RELATED_MAX, FAQ_TOPIC_IDS, FAQ_TOPIC_LABELS } from '@hanabi/contract';
import { ConsoleCheckbox, ConsoleTextArea } from '../catalogue/catalogue-controls.tsx';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import { InlineEditForm } from '../inline-edit-form.tsx';
import { FAQ_INTENTS, type FaqFormValues } from './faq-form-values.ts';

interface FaqFormProps {
  /** 0 for a new entry. */
  id: number;
  values: FaqFormValues;
  errors: FieldErrors;
  formError: string | null;
  /** Where 「キャンセル」 of a change goes: the list as it was. */
  listHref: string;
}

/** An FAQ entry's fields; the API's refusal of a taken number beside the number. */
export function FaqForm(props: FaqFormProps) {
  const { id, values, errors } = props;
  const form = id === 0 ? 'faq-new' : `faq-${id}`;
  return (
    <InlineEditForm {...props} createLabel="質問を追加" intents={FAQ_INTENTS}>
      <ConsoleField
        form={form}
        name="number"
        label="番号"
        hint="ページのアドレス /faq/{番号} になります。公開後に変えると、古いアドレスへのリンクが切れます。"
        errors={errors}
        defaultValue={values.number}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <ConsoleSelect form={form} name="topic" label="分類" errors={errors} defaultValue={values.topic}>
        {FAQ_TOPIC_IDS.map((topic) => (
          <option key={topic} value={topic}>
            {FAQ_TOPIC_LABELS[topic]}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleField
        form={form}
        name="position"
        label="表示順"
        hint="分類の中で小さいものから並びます。同じときは番号順です。"
        errors={errors}
        defaultValue={values.position}
        inputMode="numeric"
        autoComplete="off"
      />
      <ConsoleField
        form={form}
        name="question"
        label="質問"
        hint={`${FAQ_QUESTION_MAX_LENGTH}文字以内。ページの見出しになります。`}
        errors={errors}
        defaultValue={values.question}
        autoComplete="off"
        required
      />
      <ConsoleTextArea
        form={form}
        name="answer"
        label="回答"
        hint="段落の間は空行を1行入れてください。"
        errors={errors}
        defaultValue={values.answer}
        rows={8}
      />
      <ConsoleTextArea
        form={form}
        name="related"
        label="関連するページ"
        hint={`1行に1ページ、表示名とパスを空白で区切って入力します（例: 推奨環境 /requirement）。${FAQ_RELATED_MAX}件まで。`}
        errors={errors}
        defaultValue={values.related}
        rows={3}
      />
      <ConsoleCheckbox
        form={form}
        name="draft"
        label="下書き（サイトに表示しない）"
        errors={errors}
        defaultChecked={values.draft}
      />
    </InlineEditForm>
  );
}
