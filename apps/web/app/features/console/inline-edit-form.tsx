import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { FieldErrors } from './form-errors.ts';

interface InlineEditFormProps {
  /** 0 for a new row; the id of the row being changed otherwise. */
  id: number;
  /** The values and errors shown: a new key draws the fields again with them (after a refused post). */
  values: unknown;
  errors: FieldErrors;
  formError: string | null;
  /** Where 「キャンセル」 of a change goes: the list as it was. */
  listHref: string;
  /** The button's words for a new row (「転送を追加」); a change is 「変更を保存」. */
  createLabel: string;
  /** The `intent` the page's action reads for each. */
  intents: { create: string; update: string };
  children: ReactNode;
}

/**
 * The form of a console list page that adds a row, or changes one at `?edit={id}`, above its list (redirects,
 * FAQ entries): the post's intent and id, the refusal that names no field, the fields, then the button and the
 * way back from a change.
 */
export function InlineEditForm({
  id,
  values,
  errors,
  formError,
  listHref,
  createLabel,
  intents,
  children,
}: InlineEditFormProps) {
  return (
    <Form method="post" className="console-form" noValidate key={JSON.stringify({ id, values, errors })}>
      <input type="hidden" name="intent" value={id === 0 ? intents.create : intents.update} />
      {id === 0 ? null : <input type="hidden" name="id" value={String(id)} />}
      {formError ? (
        <p className="console-alert console-alert--error" role="alert">
          {formError}
        </p>
      ) : null}
      {children}
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary">
          {id === 0 ? createLabel : '変更を保存'}
        </button>
        {id === 0 ? null : (
          <Link to={listHref} className="console-button console-button--quiet">
            キャンセル
          </Link>
        )}
      </div>
    </Form>
  );
}
