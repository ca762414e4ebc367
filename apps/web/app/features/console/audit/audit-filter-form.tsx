import { AUDIT_OPERATION_LABELS, type OperatorSummary } from '@hanabi/contract';
import { Form, Link } from 'react-router';
import { ConsoleField, ConsoleSelect, useFocusOnErrors } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import type { AuditFilterValues } from './audit-filters.ts';

interface AuditFilterFormProps {
  values: AuditFilterValues;
  errors: FieldErrors;
  /** The operators to choose from; null when the role may not list them (then the id is typed). */
  operators: OperatorSummary[] | null;
}

/** The filters, sent in the address (a GET form), so a filtered view can be reloaded and shared. */
export function AuditFilterForm({ values, errors, operators }: AuditFilterFormProps) {
  const form = useFocusOnErrors(Object.keys(errors).length > 0 ? errors : undefined);
  return (
    <Form method="get" ref={form} className="console-form console-form--row" noValidate key={JSON.stringify(values)}>
      {operators ? (
        <ConsoleSelect
          form="audit"
          name="operator_id"
          label="操作した人"
          errors={errors}
          defaultValue={values.operator_id}
        >
          <option value="">すべて</option>
          {operators.map((operator) => (
            <option key={operator.id} value={String(operator.id)}>
              {operator.name}（{operator.email}）
            </option>
          ))}
        </ConsoleSelect>
      ) : (
        <ConsoleField
          form="audit"
          name="operator_id"
          label="操作した人（オペレーターID）"
          inputMode="numeric"
          defaultValue={values.operator_id}
          errors={errors}
        />
      )}
      <ConsoleSelect form="audit" name="operation" label="操作" errors={errors} defaultValue={values.operation}>
        <option value="">すべて</option>
        {Object.entries(AUDIT_OPERATION_LABELS).map(([operation, label]) => (
          <option key={operation} value={operation}>
            {label}
          </option>
        ))}
      </ConsoleSelect>
      <ConsoleField
        form="audit"
        name="target_type"
        label="対象の種類"
        hint="例: operator"
        defaultValue={values.target_type}
        errors={errors}
      />
      <ConsoleField form="audit" name="target_id" label="対象のID" defaultValue={values.target_id} errors={errors} />
      <ConsoleField form="audit" name="from" label="開始日" type="date" defaultValue={values.from} errors={errors} />
      <ConsoleField form="audit" name="to" label="終了日" type="date" defaultValue={values.to} errors={errors} />
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary">
          絞り込む
        </button>
        <Link to="/admin/audit" className="console-button console-button--quiet">
          条件をクリア
        </Link>
      </div>
    </Form>
  );
}
