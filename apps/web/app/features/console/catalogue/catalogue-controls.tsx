import type { ReactNode } from 'react';
import { FieldFrame } from '../console-form.tsx';
import type { FieldErrors } from '../form-errors.ts';
import './catalogue.css';

/** The error of a group or text area, tied to its control for screen readers. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="console-field__error">
      {message}
    </p>
  );
}

interface TextAreaProps {
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  defaultValue: string;
  hint?: string;
  rows?: number;
}

/** A labelled text area (synopsis, credits), as wide as its form, with its hint and Japanese error under it. */
export function ConsoleTextArea({ form, name, label, errors, defaultValue, hint, rows = 4 }: TextAreaProps) {
  const id = `${form}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={errors[name]} className="catalogue-field--wide">
      {(described) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          className="console-field__input"
          defaultValue={defaultValue}
          {...described}
        />
      )}
    </FieldFrame>
  );
}

interface ChoiceGroupProps {
  form: string;
  name: string;
  legend: string;
  errors: FieldErrors;
  /** The options: value and label. */
  options: Array<{ value: string; label: string }>;
  checked: readonly string[];
  /** Shown when there is nothing to choose. */
  empty?: string;
}

/** Checkboxes under one legend (genres, tags, plans), posted as repeated `name` values. */
export function ChoiceGroup({ form, name, legend, errors, options, checked, empty }: ChoiceGroupProps) {
  const id = `${form}-${name}`;
  const error = errors[name];
  return (
    <fieldset
      className="catalogue-choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="console-field__label">{legend}</legend>
      {options.length === 0 && empty ? <p className="console-field__hint">{empty}</p> : null}
      <div className="catalogue-choices__list">
        {options.map((option) => (
          <label key={option.value} className="catalogue-choice">
            <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** One labelled checkbox (R18, free) with its Japanese error. */
export function ConsoleCheckbox({
  form,
  name,
  label,
  errors,
  defaultChecked,
}: {
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  defaultChecked: boolean;
}) {
  const id = `${form}-${name}`;
  const error = errors[name];
  return (
    <div className="console-field">
      <label className="catalogue-choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A titled part of a long form. */
export function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="catalogue-form-part">
      <legend className="catalogue-form-part__title">{title}</legend>
      <div className="catalogue-form-part__fields">{children}</div>
    </fieldset>
  );
}
