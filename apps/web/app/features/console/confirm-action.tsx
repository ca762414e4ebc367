import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';

interface ConfirmActionProps {
  /** The button that asks first. */
  label: string;
  /** What happens, asked before it does. */
  question: string;
  confirmLabel: string;
  /** The form's fields (intent, id…), posted once confirmed. */
  fields: Record<string, string>;
  disabled?: boolean;
  /** Fields the operator fills in with the question (a refund's reason), posted with `fields`. */
  children?: ReactNode;
}

/**
 * A destructive action in two steps: the first button shows the question with 「confirm」 and 「やめる」 in its
 * place, and focus moves to the confirm button; Escape or やめる puts the first button back, focused.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  fields,
  disabled = false,
  children,
}: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement | null>(null);
  const ask = useRef<HTMLButtonElement | null>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) confirm.current?.focus();
    else if (wasAsking.current) ask.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button type="button" ref={ask} className="console-button" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <Form
      method="post"
      className="console-confirm"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
      onSubmit={() => setAsking(false)}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="console-confirm__question">{question}</p>
      {children}
      <button type="submit" ref={confirm} className="console-button console-button--danger">
        {confirmLabel}
      </button>
      <button type="button" className="console-button console-button--quiet" onClick={() => setAsking(false)}>
        やめる
      </button>
    </Form>
  );
}
