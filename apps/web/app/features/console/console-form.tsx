import { type InputHTMLAttributes, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { FieldErrors } from './form-errors.ts';

interface FrameProps {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  /** A class beside `console-field`, e.g. for a field as wide as its form. */
  className?: string;
  /** The input or select, given the attributes that tie it to its hint and error. */
  children: (described: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A field's label, hint and Japanese error around its control, tied to it for screen readers. */
export function FieldFrame({ id, label, hint, error, className, children }: FrameProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `console-field ${className}` : 'console-field'}>
      <label htmlFor={id} className="console-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="console-field__hint">
          {hint}
        </p>
      ) : null}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error ? (
        <p id={`${id}-error`} className="console-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What a picture's file picker offers (the API still reads the format from the bytes; decision 0045). */
export const IMAGE_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** Unique on the page: the input's id is `{form}-{name}`. */
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  /** A line under the label, e.g. the rules of a new password. */
  hint?: string;
}

/** A labelled input with its Japanese error under it. */
export function ConsoleField({ form, name, label, errors, hint, ...input }: FieldProps) {
  const id = `${form}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={errors[name]}>
      {(described) => <input id={id} name={name} className="console-field__input" {...described} {...input} />}
    </FieldFrame>
  );
}

interface SelectProps {
  form: string;
  name: string;
  label: string;
  errors: FieldErrors;
  defaultValue: string;
  /** The options. */
  children: ReactNode;
}

/** A labelled choice, with its Japanese error under it. */
export function ConsoleSelect({ form, name, label, errors, defaultValue, children }: SelectProps) {
  const id = `${form}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={undefined} error={errors[name]}>
      {(described) => (
        <select id={id} name={name} className="console-field__input" defaultValue={defaultValue} {...described}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** The form's own message (a refusal of the API), read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="console-alert console-alert--error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}

/**
 * Focus for a form that appears or comes back from a post: the first field in error, or else the form's
 * message, or else its first field, so that a keyboard or screen-reader user lands where the work is.
 * `answer` is what the form shows (the action's answer): each new one (a new object) moves focus once;
 * undefined leaves focus alone.
 */
export function useFocusOnErrors(answer: unknown): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (answer === undefined) return;
    const within = form.current;
    const target =
      within?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      within?.querySelector<HTMLElement>('[role="alert"]') ??
      within?.querySelector<HTMLElement>('input:not([type="hidden"]), select');
    target?.focus();
  }, [answer]);
  return form;
}
