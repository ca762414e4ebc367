import { describe, expect, it } from 'vitest';
import { operatorSecondFactorRequestSchema, operatorSetupRequestSchema } from './operator-auth.ts';
import { operatorInviteRequestSchema } from './operators.ts';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('operator fields', () => {
  it('normalise an invited address and refuse a bad one in Japanese', () => {
    expect(
      operatorInviteRequestSchema.parse({ email: ' Ｅｄｉｔｏｒ@Example.JP ', name: ' 編成 太郎 ', role: 'editor' }),
    ).toEqual({ email: 'editor@example.jp', name: '編成 太郎', role: 'editor' });
    expect(messages(operatorInviteRequestSchema.safeParse({ email: 'editor@', name: '', role: 'owner' }))).toEqual([
      'メールアドレスの形式が正しくありません（例: operator@example.com）。',
      '表示名を入力してください。',
      '権限を一覧から選んでください。',
    ]);
  });

  it('ask a new password of 12 characters at least', () => {
    const token = 'a'.repeat(43);
    expect(messages(operatorSetupRequestSchema.safeParse({ token, password: 'short' }))).toEqual([
      'パスワードは12文字以上で入力してください。',
    ]);
    expect(operatorSetupRequestSchema.safeParse({ token, password: '花火の夜に会いましょう2026' }).success).toBe(true);
  });

  it('take a TOTP code with spaces or full-width digits, and a recovery code in any case, with or without hyphens', () => {
    expect(operatorSecondFactorRequestSchema.parse({ code: '１２３ ４５６' })).toEqual({ code: '123456' });
    expect(operatorSecondFactorRequestSchema.parse({ recovery_code: 'AB12-cd34-EF56' })).toEqual({
      recovery_code: 'ab12cd34ef56',
    });
    expect(operatorSecondFactorRequestSchema.safeParse({ code: '12345' }).success).toBe(false);
  });
});
