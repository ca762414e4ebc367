import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';

interface ListSearchFormProps {
  /** The search landmark's name (「転送の検索」). */
  label: string;
  /** The list without any condition, for 「条件をクリア」. */
  clearTo: string;
  /** The conditions now, so the form shows them again after a search. */
  values: string;
  /** The fields. */
  children: ReactNode;
}

/** A list's search in the address (a GET form), so a view can be reloaded and shared, with 検索 and 条件をクリア. */
export function ListSearchForm({ label, clearTo, values, children }: ListSearchFormProps) {
  return (
    <Form method="get" role="search" aria-label={label} className="console-form console-form--row" key={values}>
      {children}
      <div className="console-inline">
        <button type="submit" className="console-button console-button--primary">
          検索
        </button>
        <Link to={clearTo} className="console-button console-button--quiet">
          条件をクリア
        </Link>
      </div>
    </Form>
  );
}
