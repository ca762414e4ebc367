/**
 * Pieces of the service's HTML forms. They work without JavaScript: the server validates and renders the
 * form again with the values typed (never passwords) and a message next to each field in error, plus a
 * summary at the top that links to those fields and is announced to screen readers.
 */
import type { ReactNode } from 'react';
import type { FieldErrors } from '../forms/field-errors.ts';
import type { SignInFlow } from './sign-in-flow.ts';

const fieldId = (name: string) => `field-${name}`;

export interface PostFormProps {
  action: string;
  /** From `await reply.generateCsrf()`: form-security refuses a POST without it. */
  csrfToken: string;
  /** Carried on as hidden fields, so the next page keeps the branding and the destination. */
  flow: SignInFlow;
  children: ReactNode;
  /** Accessible name of the form, e.g. the page heading. */
  label?: string;
}

export function PostForm({ action, csrfToken, flow, children, label }: PostFormProps) {
  return (
    <form method="post" action={action} aria-label={label} noValidate>
      <input type="hidden" name="_csrf" value={csrfToken} />
      <input type="hidden" name="design" value={String(flow.design)} />
      {flow.destination !== undefined && <input type="hidden" name="destination" value={flow.destination} />}
      {children}
    </form>
  );
}

interface FieldBaseProps {
  name: string;
  label: string;
  /** Shown under the label, e.g. the password rules. */
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  maxLength?: number;
}

/** The label, the notes under the control, and the attributes that tie them to the control. */
function Field({
  name,
  label,
  hint,
  error,
  required = true,
  maxLength,
  control,
}: FieldBaseProps & { control: (attributes: ControlAttributes) => ReactNode }) {
  const id = fieldId(name);
  const notes = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {control({
        id,
        name,
        required,
        maxLength,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': notes || undefined,
      })}
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface ControlAttributes {
  id: string;
  name: string;
  required: boolean;
  maxLength: number | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'password';
  /** The value typed before; ignored for passwords, which are never sent back. */
  value?: string | undefined;
  autoComplete?: string;
}

export function FormField({ type = 'text', value, autoComplete, ...field }: FormFieldProps) {
  return (
    <Field
      {...field}
      control={(attributes) => (
        <input
          {...attributes}
          type={type}
          defaultValue={type === 'password' ? undefined : value}
          autoComplete={autoComplete}
        />
      )}
    />
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  value?: string | undefined;
}

export function TextAreaField({ value, ...field }: TextAreaFieldProps) {
  return <Field {...field} control={(attributes) => <textarea {...attributes} defaultValue={value} />} />;
}

/**
 * The list of problems at the top of a form, each linking to its field. `messages` are problems of the
 * whole form (e.g. wrong credentials) that belong to no single field.
 */
export function ErrorSummary({
  errors = {},
  messages = [],
  heading = '入力内容をご確認ください',
}: {
  errors?: FieldErrors;
  messages?: string[];
  heading?: string;
}) {
  const fieldErrors = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (fieldErrors.length === 0 && messages.length === 0) return null;
  return (
    <div className="error-summary" role="alert">
      <h2>{heading}</h2>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldErrors.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return <button type="submit">{children}</button>;
}
