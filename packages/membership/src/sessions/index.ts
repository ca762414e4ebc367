export {
  DEVELOPMENT_SEAL_KEY,
  isDevelopmentSealKey,
  openFestaUserId,
  parseSealKey,
  SEALED_ID_LIFETIME_MS,
  type SealedIdOpening,
  sealFestaUserId,
  sealKeySetting,
} from './request-form-seal.ts';
export {
  isSecureOrigin,
  SESSION_COOKIE_NAME,
  type SessionCookieOptions,
  type SessionCookieSettings,
  sessionCookieClearOptions,
  sessionCookieOptions,
} from './session-cookie.ts';
export {
  createSession,
  findSessionUserId,
  hashSessionToken,
  newSessionToken,
  revokeAllSessions,
  revokeSession,
  SESSION_LIFETIME_SECONDS,
} from './session-tokens.ts';
