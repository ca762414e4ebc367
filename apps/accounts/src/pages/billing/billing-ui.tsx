/**
 * Pieces shared by the plan, payment and points pages. The page frame (document.tsx) styles text fields
 * and buttons; the few controls only these pages have (radio choices, button-like links, the sandbox
 * label) carry their own small inline styles.
 */
import { type CSSProperties, Fragment, type ReactNode } from 'react';

export const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;
export const pt = (points: number) => `${points.toLocaleString('ja-JP')}pt`;

/** `2025-11-01` → 2025年11月1日. */
export function japaneseDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

export const fieldsetStyle: CSSProperties = { margin: 0, padding: 0, border: 0, display: 'grid', gap: '0.5rem' };
export const legendStyle: CSSProperties = { fontWeight: 700, padding: 0, marginBottom: '0.25rem' };
const choiceStyle: CSSProperties = {
  display: 'flex',
  gap: '0.75rem',
  alignItems: 'flex-start',
  padding: '0.75rem',
  fontWeight: 400,
  border: '1px solid #4a4d75',
  borderRadius: '0.5rem',
  cursor: 'pointer',
};
const radioStyle: CSSProperties = { width: 'auto', margin: '0.35rem 0 0', accentColor: 'var(--accent)' };

export interface Choice {
  value: string;
  label: ReactNode;
  hint?: string;
}

/** A required single choice, as a fieldset of radio buttons. */
export function ChoiceGroup({
  legend,
  name,
  choices,
  selected,
  error,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  selected: string | undefined;
  error?: string | undefined;
}) {
  return (
    <fieldset id={`field-${name}`} style={fieldsetStyle} aria-describedby={error ? `field-${name}-error` : undefined}>
      <legend style={legendStyle}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} style={choiceStyle}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={choice.value === selected}
            required
            style={radioStyle}
          />
          <span>
            {choice.label}
            {choice.hint && (
              <span className="hint" style={{ display: 'block' }}>
                {choice.hint}
              </span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p className="field-error" id={`field-${name}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Label–value pairs, e.g. the plan, its price and the payment method. */
export function Summary({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([term, detail]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

const buttonLinkStyle: CSSProperties = {
  display: 'block',
  padding: '0.75rem 1rem',
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  color: '#111322',
  background: 'var(--accent)',
  borderRadius: '999px',
  margin: '1.5rem 0',
};

/** The main way onwards from a page without a form (a completion page's way back). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} style={buttonLinkStyle}>
      {children}
    </a>
  );
}

/** A message about the last attempt that is not an input error (e.g. a declined card), announced at once. */
export function Problem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="error-summary" role="alert">
      <p style={{ margin: 0 }}>{message}</p>
    </div>
  );
}

const sandboxStyle: CSSProperties = {
  padding: '0.5rem 0.75rem',
  border: '2px dashed #ffd166',
  borderRadius: '0.5rem',
  color: '#ffd166',
  fontSize: '0.875rem',
};

/** Marks what only exists in the payment sandbox, so nobody mistakes it for a real payment. */
export function SandboxNote({ children }: { children: ReactNode }) {
  return (
    <p style={sandboxStyle}>
      <strong>サンドボックス</strong>　{children}
    </p>
  );
}
