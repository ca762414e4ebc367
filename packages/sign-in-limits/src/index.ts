export { type AttemptsByAddress, type AttemptWindow, addressWindowFullUntil } from './attempt-window.ts';
export {
  attemptSignIn,
  type SignInAttempt,
  type SignInDoor,
  type SignInLimits,
  type SignInOutcome,
} from './sign-in-limits.ts';
