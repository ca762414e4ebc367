/**
 * Fault injection for crash tests (issue 6): with HANABI_CRASH_AT set, the API kills its own process
 * (SIGKILL, as a power cut would) when a purchase reaches that step. Production refuses the setting
 * (config.ts), and unset it costs one comparison.
 */
export const CRASH_STEPS = [
  /** The purchase is recorded as pending; nothing is spent. */
  'after_intent',
  /** The ledger debit is written inside the open transaction; the entitlement is not. */
  'after_debit',
  /** Everything is committed; the answer has not been sent. */
  'before_answer',
] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

export type CrashPoint = (step: CrashStep) => void;

export function crashPoints(crashAt: CrashStep | undefined): CrashPoint {
  if (!crashAt) return () => {};
  return (step) => {
    if (step === crashAt) process.kill(process.pid, 'SIGKILL');
  };
}
