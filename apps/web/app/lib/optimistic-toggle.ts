/**
 * An on/off choice saved by an API call, shown as done before the call answers (the viewer sees the button
 * change at once) and put back as it was, with a message, when the call fails.
 */
export interface ToggleState {
  on: boolean;
  /** A call is running: the control waits for it before taking another press. */
  pending: boolean;
  /** Why the last change did not hold, in the viewer's words; null when it did. */
  failure: string | null;
}

export function toggleState(on: boolean): ToggleState {
  return { on, pending: false, failure: null };
}

/**
 * Flips `state` at once, then saves the new value with `save`; on failure restores the old value and sets
 * `failureOf(wanted)`. `show` receives every state the control should display, in order.
 */
export async function flipOptimistically(
  state: ToggleState,
  show: (next: ToggleState) => void,
  save: (on: boolean) => Promise<void>,
  failureOf: (wanted: boolean) => string,
): Promise<void> {
  const wanted = !state.on;
  show({ on: wanted, pending: true, failure: null });
  try {
    await save(wanted);
    show({ on: wanted, pending: false, failure: null });
  } catch (error) {
    console.warn('A list change was not saved; the control shows the previous state again.', error);
    show({ on: state.on, pending: false, failure: failureOf(wanted) });
  }
}
