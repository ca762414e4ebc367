/**
 * The audit log of every operator write (decision 0042): who, when, from where, which operation, on what,
 * the values before and after, and the hash chaining it to the entry before.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { MAX_RESOURCE_ID, resourceIdSchema } from '../ids.ts';

/** Operations are named `<target>.<verb>`; the ones this part of the console writes, with their labels. */
export const AUDIT_OPERATION_LABELS: Record<string, string> = {
  'operator.invite': 'オペレーターを招待',
  'operator.change_role': '権限を変更',
  'operator.disable': 'オペレーターを停止',
  'operator.enable': 'オペレーターを再開',
  'operator.reset_access': 'ログイン情報をリセット',
  'operator.revoke_sessions': 'ログイン中のセッションを終了',
  'operator.complete_setup': 'パスワードを設定',
  'operator.enroll_totp': '認証アプリを登録',
  'operator.sign_in': 'ログイン',
  'operator.sign_out': 'ログアウト',
  'video_upload.create': '動画のアップロードを開始',
  'packaging_job.start': '動画の変換を開始',
  'packaging_job.retry': '動画の変換を再実行',
  'packaging_job.cancel': '動画の変換を中止',
  'redirect.create': '転送を追加',
  'redirect.update': '転送を変更',
  'redirect.delete': '転送を削除',
  'notice.create': 'お知らせを作成',
  'notice.update': 'お知らせを編集',
  'notice.delete': 'お知らせを削除',
  'notice_section.create': 'お知らせの区分を作成',
  'notice_section.update': 'お知らせの区分を編集',
  'home_slide.create': 'ホームのスライドを作成',
  'home_slide.update': 'ホームのスライドを編集',
  'home_slide.delete': 'ホームのスライドを削除',
  'home_slide.reorder': 'ホームのスライドを並べ替え',
  'home_slide.replace_image': 'ホームのスライドの画像を差し替え',
  'home_layout.create': 'ホームのセクションの並び順を予約',
  'home_layout.delete': 'ホームのセクションの並び順を削除',
  'inquiry.update': 'お問い合わせの対応状況・担当者を変更',
  'inquiry.note': 'お問い合わせにメモを追加',
  'inquiry.reply': 'お問い合わせに返信',
  'member.revoke_sessions': '会員をすべての端末からログアウト',
  'grant.request': 'ポイント・チケットの付与を申請',
  'grant.approve': 'ポイント・チケットの付与を承認',
  'grant.reject': 'ポイント・チケットの付与を却下',
  'purchase.refund': 'エピソード購入を返金',
  'payment.refund': 'プラン・ポイントのお支払いの返金を依頼',
};

const OPERATION_SHAPE = /^[a-z][a-z_]*\.[a-z][a-z_]*$/;
const isoInstant = z.iso.datetime({
  offset: true,
  error: '日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。',
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601, Japan time'),
  operator: z
    .object({ id: z.number().int(), email: z.string(), name: z.string() })
    .nullable()
    .describe('null for a command run on the server (npm run operator:create)'),
  client_address: z.string().nullable(),
  operation: z.string().describe('`<target>.<verb>`, e.g. operator.change_role'),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable().describe('the values the operation changed, before it; null for a creation'),
  after: z.unknown().nullable().describe('the same values after it; null for a removal'),
  hash: z.string().describe('SHA-256 (hex) of this entry and the previous entry’s hash'),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = paginationQuerySchema.extend({
  operator_id: resourceIdSchema.optional().describe(`an operator's id (1–${MAX_RESOURCE_ID})`),
  operation: z.string().regex(OPERATION_SHAPE, { error: '操作の種類が正しくありません。' }).max(64).optional(),
  target_type: z
    .string()
    .regex(/^[a-z][a-z_]*$/, { error: '対象の種類が正しくありません。' })
    .max(64)
    .optional(),
  target_id: z.string().min(1).max(64, { error: '対象のIDが長すぎます。' }).optional(),
  from: isoInstant.optional().describe('entries at or after this instant'),
  to: isoInstant.optional().describe('entries before this instant'),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogSchema = pagedList(auditEntrySchema).describe('newest first');
export type AuditLog = z.infer<typeof auditLogSchema>;
