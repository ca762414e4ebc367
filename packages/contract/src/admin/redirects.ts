/**
 * Redirects in the operator console (spec §2 rule 4; decisions 0017 and 0050): the list, searched and paged,
 * and a redirect created, changed, switched off or deleted. The API answers a refused field with the message
 * written here, and the console shows the same beside it.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from '../envelope.ts';
import { REDIRECT_STATUSES, redirectLocationSchema, redirectPathSchema } from '../redirects.ts';

export const REDIRECT_MESSAGES = {
  pathRequired: '転送元のパスを入力してください。',
  pathShape: '転送元は「/」で始まるこのサイトのパスで入力してください（「?」「#」以降やホスト名は含めません）。',
  locationRequired: '転送先を入力してください。',
  locationShape: '転送先は「/」で始まるこのサイトのパスか、https:// で始まるURLで入力してください。',
  locationNotAllowed:
    '転送先のURLは許可されたサイトのものではないため、視聴者は転送されません。許可されたサイトのURLか、このサイトのパスを入力してください。',
  toItself: '転送元と転送先が同じページです。',
  pathTaken: 'この転送元のパスにはすでに転送が設定されています。',
  notFound: 'この転送は見つかりません。一覧を読み込み直してください。',
} as const;

/** A page path as an operator types it: trimmed, its trailing slashes dropped, non-ASCII percent-encoded. */
export function redirectPathKey(typed: string): string {
  const trimmed = typed.trim().replace(/\/+$/, '') || '/';
  // Only characters a URL cannot carry as they are; '%' already typed stays, so an encoded path is kept.
  try {
    return trimmed.replace(/[^\x21-\x7e]+/gu, (run) => encodeURIComponent(run));
  } catch {
    // Half a surrogate pair cannot be encoded; left as typed, the path check refuses it.
    return trimmed;
  }
}

export const adminRedirectSchema = z.object({
  id: z.number().int(),
  from_path: z.string().describe('the page path as a URL carries it, without trailing slash'),
  to_location: z.string().describe('an absolute http(s) URL or a path of this site'),
  status: z.literal(REDIRECT_STATUSES),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminRedirect = z.infer<typeof adminRedirectSchema>;

export const adminRedirectListQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(200, { error: '検索語は200文字以内で入力してください。' })
    .optional()
    .describe('part of the path or of the location'),
});
export type AdminRedirectListQuery = Partial<z.infer<typeof adminRedirectListQuerySchema>>;

export const adminRedirectListSchema = pagedList(adminRedirectSchema).describe('by path');
export type AdminRedirectList = z.infer<typeof adminRedirectListSchema>;

export const adminRedirectWriteSchema = z.object({
  from_path: z
    .string({ error: REDIRECT_MESSAGES.pathRequired })
    .trim()
    .min(1, { error: REDIRECT_MESSAGES.pathRequired })
    .transform(redirectPathKey)
    .refine((path) => redirectPathSchema.safeParse(path).success, { error: REDIRECT_MESSAGES.pathShape })
    .describe('typed with or without trailing slash; non-ASCII characters are kept percent-encoded'),
  to_location: z
    .string({ error: REDIRECT_MESSAGES.locationRequired })
    .trim()
    .min(1, { error: REDIRECT_MESSAGES.locationRequired })
    .refine((location) => redirectLocationSchema.safeParse(location).success, {
      error: REDIRECT_MESSAGES.locationShape,
    }),
  status: z.literal(REDIRECT_STATUSES, { error: '転送の種類を選んでください。' }).default(302),
  enabled: z.boolean({ error: '有効・無効の指定が正しくありません。' }).default(true),
});
export type AdminRedirectWriteRequest = z.input<typeof adminRedirectWriteSchema>;
export type AdminRedirectWrite = z.output<typeof adminRedirectWriteSchema>;
