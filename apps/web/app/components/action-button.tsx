import { type ReactNode, useState } from 'react';

interface ActionButtonProps {
  /** The call the button makes; a rejection shows `failureMessage`. */
  action: () => Promise<void>;
  /** What went wrong and what to do, in the viewer's words. */
  failureMessage: string;
  className?: string;
  buttonClassName: string;
  /** When the visible text alone does not say what the button acts on. */
  label?: string;
  children: ReactNode;
}

type ActionState = 'idle' | 'pending' | 'failed';

/** A button that calls the API from the browser: disabled while the call runs, saying so when it fails. */
export function ActionButton({
  action,
  failureMessage,
  className,
  buttonClassName,
  label,
  children,
}: ActionButtonProps) {
  const [state, setState] = useState<ActionState>('idle');

  async function run() {
    setState('pending');
    try {
      await action();
      setState('idle');
    } catch (error) {
      console.warn('A browser action failed.', error);
      setState('failed');
    }
  }

  return (
    <div className={className}>
      <button
        type="button"
        className={buttonClassName}
        onClick={run}
        disabled={state === 'pending'}
        aria-busy={state === 'pending'}
        aria-label={label}
      >
        {children}
      </button>
      {state === 'failed' ? (
        <p className="form-error" role="alert">
          {failureMessage}
        </p>
      ) : null}
    </div>
  );
}
