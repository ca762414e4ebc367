/**
 * Every error code, its HTTP status and its Japanese message, written out by hand: an accidental change to
 * the table in errors.ts (a code renumbered, a status swapped, a message edited) fails here. A deliberate
 * change edits both files.
 */
import { describe, expect, it } from 'vitest';
import { API_ERRORS, OUTSIDE_JAPAN_CODE, UNAVAILABLE_PAGE_MESSAGE } from './errors.ts';

const PINNED = {
  badRequest: [4000, 400, '入力内容に誤りがあります。'],
  unauthorized: [4001, 401, 'ログインが必要です。'],
  forbidden: [4030, 403, 'この操作を行う権限がありません。'],
  outsideJapan: [4003, 403, 'このサービスは日本国内でのみご利用いただけます。'],
  notFound: [4004, 404, 'お探しのページは見つかりませんでした。'],
  conflict: [4009, 409, '処理が競合しました。時間をおいて再度お試しください。'],
  payloadTooLarge: [4013, 413, 'リクエストが大きすぎます。'],
  uriTooLong: [4014, 414, 'リクエストのURLが長すぎます。'],
  unsupportedMediaType: [4015, 415, 'この形式のリクエストには対応していません。'],
  unprocessable: [4022, 422, 'リクエストを処理できませんでした。'],
  tooManyRequests: [4029, 429, 'アクセスが集中しています。しばらくしてから再度お試しください。'],
  internal: [5000, 500, '技術的な問題が発生しました。時間をおいて再度お試しください。'],
  notImplemented: [5001, 501, 'この機能は現在ご利用いただけません。'],
  badGateway: [5002, 502, '外部のサービスから正しい応答がありませんでした。時間をおいて再度お試しください。'],
  unavailable: [5003, 503, 'ただいまアクセスが集中しているため、ページを表示できません。'],
  gatewayTimeout: [5004, 504, '外部のサービスの応答が遅れています。時間をおいて再度お試しください。'],
  operatorSignInRequired: [4101, 401, '管理画面にログインしてください。'],
  operatorSignInFailed: [4102, 401, 'メールアドレスまたはパスワードが正しくありません。'],
  secondFactorRequired: [4103, 401, '認証アプリの確認コードを入力して、ログインを完了してください。'],
  secondFactorInvalid: [
    4104,
    401,
    '確認コードが正しくありません。認証アプリに表示されている最新のコードを入力してください。',
  ],
  operatorLocked: [
    4105,
    423,
    'ログインの失敗が続いたため、一時的にログインできなくなっています。15分ほど時間をおいてから、もう一度お試しください。',
  ],
  setupLinkInvalid: [
    4106,
    410,
    'この設定用リンクは無効か、有効期限が切れています。管理者に新しいリンクの発行を依頼してください。',
  ],
} as const;

describe('the API error codes (spec §8)', () => {
  it('are exactly the pinned codes, statuses and Japanese messages', () => {
    const actual = Object.fromEntries(
      Object.entries(API_ERRORS).map(([name, { code, status, message }]) => [name, [code, status, message]]),
    );
    expect(actual).toEqual(PINNED);
  });

  it('name "outside Japan" 4003', () => {
    expect(OUTSIDE_JAPAN_CODE).toBe(4003);
  });

  it('give the error pages one congestion sentence (503)', () => {
    expect(UNAVAILABLE_PAGE_MESSAGE).toBe(
      'ただいまアクセスが集中しているため、ページを表示できません。しばらくしてから再度お試しください。',
    );
  });
});
