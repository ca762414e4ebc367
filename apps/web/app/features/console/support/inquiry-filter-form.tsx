import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '@hanabi/contract';
import { Form } from 'react-router';
import { ConsoleField, ConsoleSelect } from '../console-form.tsx';
import type { InquiryFilterValues } from './inquiry-filters.ts';

/** The inbox's filters, sent in the address (GET), so a filtered inbox can be bookmarked and shared. */
export function InquiryFilterForm({
  values,
  assignees,
}: {
  values: InquiryFilterValues;
  assignees: Array<{ id: number; name: string }>;
}) {
  return (
    <Form method="get" className="console-form console-form--row">
      <ConsoleSelect form="inquiry-filter" name="status" label="対応状況" errors={{}} defaultValue={values.status}>
        <option value="">すべて</option>
        {INQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleSelect form="inquiry-filter" name="assignee" label="担当者" errors={{}} defaultValue={values.assignee}>
        <option value="">すべて</option>
        <option value="none">未割り当て</option>
        {assignees.map((operator) => (
          <option key={operator.id} value={String(operator.id)}>
            {operator.name}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleField
        form="inquiry-filter"
        name="q"
        label="キーワード"
        hint="メールアドレスや本文に含まれる言葉"
        errors={{}}
        defaultValue={values.q}
        maxLength={100}
      />
      <button type="submit" className="console-button">
        絞り込む
      </button>
    </Form>
  );
}
