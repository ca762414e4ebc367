/**
 * Operator sign-in (decision 0041): a password, then a second factor — a TOTP code from an authenticator
 * app, or one of the one-time recovery codes. The first sign-in after set-up enrols the app: the password
 * step answers the otpauth URI and its QR code, and the second step, given the first code, turns the app on
 * and answers the recovery codes, shown only then. Sessions live in the `hanabi_operator` cookie.
 */
import { z } from 'zod';
import {
  newOperatorPasswordSchema,
  operatorEmailSchema,
  recoveryCodeSchema,
  setupTokenSchema,
  totpCodeSchema,
  typedPasswordSchema,
} from './operator-fields.ts';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './roles.ts';

/** The operator session cookie: HttpOnly, SameSite=Strict, Secure outside a local machine, path `/`. */
export const OPERATOR_SESSION_COOKIE = 'hanabi_operator';

/** Sessions end after this long without a request, and at the latest this long after sign-in. */
export const OPERATOR_SESSION_IDLE_MINUTES = 30;
export const OPERATOR_SESSION_ABSOLUTE_HOURS = 12;
/** How long the second step may follow the password. */
export const OPERATOR_SECOND_FACTOR_MINUTES = 5;
/** A set-up link works once, within this many hours. */
export const OPERATOR_SETUP_LINK_HOURS = 72;
/** How many recovery codes enrolment gives. */
export const OPERATOR_RECOVERY_CODE_COUNT = 10;

/** Failures of either step in a row that lock an operator out, for how long; attempts per client address. */
export const OPERATOR_SIGN_IN_LIMITS = {
  failuresBeforeLock: 5,
  lockMinutes: 15,
  attemptsPerAddress: 20,
  addressWindowMinutes: 15,
} as const;

/** The path of the console's set-up page, which the set-up link opens with `?token=`. */
export const OPERATOR_SETUP_PATH = '/admin/setup';

export const operatorSignInRequestSchema = z.object({
  email: operatorEmailSchema,
  password: typedPasswordSchema,
});
export type OperatorSignInRequest = z.input<typeof operatorSignInRequestSchema>;

export const totpEnrollmentSchema = z.object({
  otpauth_uri: z.string().describe('otpauth://totp/… for an authenticator app'),
  qr_code_data_url: z.string().describe('the URI as a QR code: data:image/png;base64,…'),
  secret: z.string().describe('the base32 secret, for typing into an app that cannot scan'),
});
export type TotpEnrollment = z.infer<typeof totpEnrollmentSchema>;

/** After a right password: the second step that follows. */
export const operatorSignInResultSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('second_factor') }).describe('enter a TOTP code or a recovery code'),
  z
    .object({ next: z.literal('enroll_totp'), enrollment: totpEnrollmentSchema })
    .describe('first sign-in: register the authenticator app, then enter its code'),
]);
export type OperatorSignInResult = z.infer<typeof operatorSignInResultSchema>;

/** Exactly one of the two: the authenticator app's code, or a recovery code. */
export const operatorSecondFactorRequestSchema = z
  .object({
    code: totpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
  })
  .refine((factor) => (factor.code === undefined) !== (factor.recovery_code === undefined), {
    error: '確認コードかリカバリーコードのどちらか一方を入力してください。',
  });
export type OperatorSecondFactorRequest = z.input<typeof operatorSecondFactorRequestSchema>;

/** The signed-in operator, with what their role may do (the console hides the rest). */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  session_expires_at: z.string().describe('ISO 8601, Japan time: the latest end of this session (12 hours)'),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

export const operatorSignedInSchema = z.object({
  operator: operatorMeSchema,
  recovery_codes: z
    .array(z.string())
    .nullable()
    .describe('only when this sign-in enrolled the authenticator app: shown once, never again'),
});
export type OperatorSignedIn = z.infer<typeof operatorSignedInSchema>;

export const operatorSetupLookupRequestSchema = z.object({ token: setupTokenSchema });
export type OperatorSetupLookupRequest = z.input<typeof operatorSetupLookupRequestSchema>;

export const operatorSetupLookupSchema = z.object({
  email: z.string(),
  name: z.string(),
  expires_at: z.string().describe('ISO 8601, Japan time'),
});
export type OperatorSetupLookup = z.infer<typeof operatorSetupLookupSchema>;

export const operatorSetupRequestSchema = z.object({
  token: setupTokenSchema,
  password: newOperatorPasswordSchema,
});
export type OperatorSetupRequest = z.input<typeof operatorSetupRequestSchema>;

export const operatorSetupResultSchema = z.object({ email: z.string() });
export type OperatorSetupResult = z.infer<typeof operatorSetupResultSchema>;

/** Refusals of the sign-in steps, beside the error codes. */
export const OPERATOR_AUTH_MESSAGES = {
  addressLimited: 'この接続元からのログインの試行が多すぎます。15分ほど時間をおいてから、もう一度お試しください。',
  recoveryCodeInvalid: 'リカバリーコードが正しくないか、すでに使われています。',
  signInExpired: 'ログインの手続きの有効期限が切れました。もう一度メールアドレスとパスワードを入力してください。',
} as const;
