/**
 * API error codes (spec §8) and the Japanese message each carries. The HTTP status always matches.
 * 4003 means "outside Japan" and is never reported to error monitoring.
 */
export const API_ERRORS = {
  badRequest: { code: 4000, status: 400, message: '入力内容に誤りがあります。' },
  unauthorized: { code: 4001, status: 401, message: 'ログインが必要です。' },
  forbidden: { code: 4030, status: 403, message: 'この操作を行う権限がありません。' },
  outsideJapan: { code: 4003, status: 403, message: 'このサービスは日本国内でのみご利用いただけます。' },
  notFound: { code: 4004, status: 404, message: 'お探しのページは見つかりませんでした。' },
  conflict: { code: 4009, status: 409, message: '処理が競合しました。時間をおいて再度お試しください。' },
  payloadTooLarge: { code: 4013, status: 413, message: 'リクエストが大きすぎます。' },
  uriTooLong: { code: 4014, status: 414, message: 'リクエストのURLが長すぎます。' },
  unsupportedMediaType: { code: 4015, status: 415, message: 'この形式のリクエストには対応していません。' },
  unprocessable: { code: 4022, status: 422, message: 'リクエストを処理できませんでした。' },
  tooManyRequests: {
    code: 4029,
    status: 429,
    message: 'アクセスが集中しています。しばらくしてから再度お試しください。',
  },
  internal: { code: 5000, status: 500, message: '技術的な問題が発生しました。時間をおいて再度お試しください。' },
  notImplemented: { code: 5001, status: 501, message: 'この機能は現在ご利用いただけません。' },
  badGateway: {
    code: 5002,
    status: 502,
    message: '外部のサービスから正しい応答がありませんでした。時間をおいて再度お試しください。',
  },
  unavailable: { code: 5003, status: 503, message: 'ただいまアクセスが集中しているため、ページを表示できません。' },
  gatewayTimeout: {
    code: 5004,
    status: 504,
    message: '外部のサービスの応答が遅れています。時間をおいて再度お試しください。',
  },
  // The operator API (/admin/v1, decision 0041): codes from 4101, clear of 4000 + (status − 400).
  operatorSignInRequired: { code: 4101, status: 401, message: '管理画面にログインしてください。' },
  operatorSignInFailed: { code: 4102, status: 401, message: 'メールアドレスまたはパスワードが正しくありません。' },
  secondFactorRequired: {
    code: 4103,
    status: 401,
    message: '認証アプリの確認コードを入力して、ログインを完了してください。',
  },
  secondFactorInvalid: {
    code: 4104,
    status: 401,
    message: '確認コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。',
  },
  operatorLocked: {
    code: 4105,
    status: 423,
    message:
      'ログインの失敗が続いたため、一時的にログインできなくなっています。15分ほど時間をおいてから、もう一度お試しください。',
  },
  setupLinkInvalid: {
    code: 4106,
    status: 410,
    message: 'この設定用リンクは無効か、有効期限が切れています。管理者に新しいリンクの発行を依頼してください。',
  },
} as const;

export type ApiErrorName = keyof typeof API_ERRORS;
export type ApiErrorCode = (typeof API_ERRORS)[ApiErrorName]['code'];

export const OUTSIDE_JAPAN_CODE = API_ERRORS.outsideJapan.code;

/**
 * What an error page says while access is congested (spec §8: 503): the API's sentence and when to come back.
 * The web client's error page and the sign-in service's say the same.
 */
export const UNAVAILABLE_PAGE_MESSAGE = `${API_ERRORS.unavailable.message}しばらくしてから再度お試しください。`;
