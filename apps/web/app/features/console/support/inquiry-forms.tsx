import { type AdminInquiry, INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '@hanabi/contract';
import { Form } from 'react-router';
import { ConsoleSelect, FieldFrame } from '../console-form.tsx';
import { INQUIRY_INTENTS, INTENT_FIELD, type SupportAnswer } from './support-answer.ts';

type Assignee = { id: number; name: string };

/** Status and assignee, changed together. */
export function InquiryStateForm({ inquiry, assignees }: { inquiry: AdminInquiry; assignees: Assignee[] }) {
  return (
    <Form method="post" className="console-form console-form--row">
      <input type="hidden" name={INTENT_FIELD} value={INQUIRY_INTENTS.update} />
      <ConsoleSelect form="inquiry-state" name="status" label="対応状況" errors={{}} defaultValue={inquiry.status}>
        {INQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleSelect
        form="inquiry-state"
        name="assignee"
        label="担当者"
        errors={{}}
        defaultValue={inquiry.assignee ? String(inquiry.assignee.id) : ''}
      >
        <option value="">未割り当て</option>
        {assignees.map((operator) => (
          <option key={operator.id} value={String(operator.id)}>
            {operator.name}
          </option>
        ))}
      </ConsoleSelect>
      <button type="submit" className="console-button">
        変更する
      </button>
    </Form>
  );
}

/** A reply mailed to the sender, or an internal note: one text area each, with its error beside it. */
export function InquiryTextForm({ kind, answer }: { kind: 'reply' | 'note'; answer: SupportAnswer | undefined }) {
  const refused = answer?.kind === 'fields_refused' && answer.form === kind ? answer : undefined;
  const id = `inquiry-${kind}-body`;
  return (
    <Form method="post" className="console-form">
      <input
        type="hidden"
        name={INTENT_FIELD}
        value={kind === 'reply' ? INQUIRY_INTENTS.reply : INQUIRY_INTENTS.note}
      />
      <FieldFrame
        id={id}
        label={kind === 'reply' ? '返信（お客様にメールで届きます）' : 'メモ（オペレーターだけが読めます）'}
        hint={kind === 'reply' ? 'お問い合わせの本文は、返信の下に引用して送られます。' : undefined}
        error={refused?.errors.body}
      >
        {(described) => (
          <textarea
            id={id}
            name="body"
            rows={kind === 'reply' ? 8 : 3}
            className="console-field__input"
            defaultValue={refused?.values.body ?? ''}
            {...described}
          />
        )}
      </FieldFrame>
      {kind === 'reply' ? (
        <label className="console-inline">
          <input type="checkbox" name="close" /> 返信して完了にする
        </label>
      ) : null}
      <button type="submit" className={kind === 'reply' ? 'console-button console-button--primary' : 'console-button'}>
        {kind === 'reply' ? '返信を送る' : 'メモを追加'}
      </button>
    </Form>
  );
}
