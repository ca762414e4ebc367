/**
 * The FAQ and the rules pages as data (decision 0055): viewers read the published FAQ and the revision of each
 * rules document in force today, with the dated list of every published revision; operators keep the FAQ and
 * draft and publish new revisions. A published revision is never edited: a change is a new revision.
 */
import { z } from 'zod';
import { pagedList, paginationQuerySchema } from './envelope.ts';

export const FAQ_TOPIC_IDS = [
  'account',
  'plans',
  'payment',
  'cancel',
  'points',
  'playback',
  'environment',
  'content',
  'features',
  'other',
] as const;
export type FaqTopicId = (typeof FAQ_TOPIC_IDS)[number];

/** Each topic's heading on /faq and in the console, in the index's order. */
export const FAQ_TOPIC_LABELS: Readonly<Record<FaqTopicId, string>> = {
  account: '会員登録・ログイン',
  plans: 'プラン・料金',
  payment: 'お支払い',
  cancel: '解約・退会',
  points: 'ポイント・エピソードの購入',
  playback: '視聴・再生',
  environment: '推奨環境・端末',
  content: '作品・年齢確認',
  features: 'マイリスト・便利な機能',
  other: 'その他',
};

export const RULES_DOCUMENTS = ['terms', 'tokusho', 'service_policy'] as const;
export type RulesDocument = (typeof RULES_DOCUMENTS)[number];

export const FAQ_QUESTION_MAX_LENGTH = 200;
export const FAQ_ANSWER_MAX_LENGTH = 4000;
export const FAQ_RELATED_MAX = 10;
export const RULES_BODY_MAX_LENGTH = 100_000;

export const RULES_MESSAGES = {
  faqNotFound: 'このよくある質問は見つかりません。一覧を読み込み直してください。',
  faqNumberTaken: 'この番号はほかの質問が使っています。別の番号を入力してください。',
  revisionNotFound: 'この改定は見つかりません。改定履歴を読み込み直してください。',
  noRevision: 'この規約はまだ公開されていません。',
  published: '公開済みの改定は変更できません。変更するときは新しい改定を作成してください。',
  effectivePast: '施行日は今日以降の日付で入力してください。',
  effectiveTaken: 'この日に施行される改定がすでに公開されています。別の施行日を入力してください。',
} as const;

/** A day in Japan time, 2026-04-01. */
export const japanDaySchema = (label: string) =>
  z
    .string({ error: `${label}を入力してください。` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}は 2026-01-31 の形で入力してください。`, abort: true })
    .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00+09:00`).getTime()), {
      error: `${label}は実在する日付で入力してください。`,
    });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください。` })
    .trim()
    .min(1, { error: `${label}を入力してください。` })
    .max(max, { error: `${label}は${max}文字以内で入力してください。` });

/** A page of this site an answer points to, listed under 「関連するページ」. */
export const faqRelatedLinkSchema = z.object({
  label: text('関連するページの表示名', 100),
  to: z
    .string({ error: '関連するページのパスを入力してください。' })
    .trim()
    .max(500, { error: '関連するページのパスは500文字以内で入力してください。' })
    .regex(/^\/(?![/\\])\S*$/, {
      error: '関連するページは「/」で始まるこのサイトのパスで入力してください（例: /faq/3）。',
    }),
});
export type FaqRelatedLink = z.infer<typeof faqRelatedLinkSchema>;

export const faqEntrySchema = z.object({
  number: z.number().int().describe('the page: /faq/{number}'),
  topic: z.enum(FAQ_TOPIC_IDS),
  question: z.string(),
  answer: z.string().describe('plain text; a blank line separates paragraphs'),
  position: z.number().int().describe('smaller first within the topic'),
  related: z.array(faqRelatedLinkSchema).describe('pages of this site the answer points to, in order'),
});
export type FaqEntryAnswer = z.infer<typeof faqEntrySchema>;

export const faqListSchema = z.object({ items: z.array(faqEntrySchema) });
export type FaqList = z.infer<typeof faqListSchema>;

export const faqNumberParams = z.object({
  number: z.coerce.number({ error: '番号は数字で指定してください。' }).int().positive(),
});

export const rulesDocumentParams = z.object({ document: z.enum(RULES_DOCUMENTS) });

export const rulesRevisionSummarySchema = z.object({
  id: z.number().int(),
  effective_on: z.string().describe('Japan date from which it applies'),
  published_at: z.string().nullable().describe('null while a draft'),
});
export type RulesRevisionSummary = z.infer<typeof rulesRevisionSummarySchema>;

export const rulesRevisionSchema = rulesRevisionSummarySchema.extend({
  document: z.enum(RULES_DOCUMENTS),
  body: z.string(),
});
export type RulesRevision = z.infer<typeof rulesRevisionSchema>;

/** A rules page: the revision in force and every published revision, newest first (改定履歴). */
export const rulesPageSchema = z.object({
  current: rulesRevisionSchema,
  history: z.array(rulesRevisionSummarySchema),
});
export type RulesPage = z.infer<typeof rulesPageSchema>;

// The console.

export const adminFaqEntrySchema = faqEntrySchema.extend({
  id: z.number().int(),
  draft: z.boolean(),
  updated_at: z.string(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntrySchema>;
export const adminFaqListSchema = pagedList(adminFaqEntrySchema);
export type AdminFaqList = z.infer<typeof adminFaqListSchema>;

export const adminFaqListQuerySchema = paginationQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, { error: '検索語は100文字以内で入力してください。' })
    .optional()
    .describe('part of the question or the answer, or the number'),
});
export type AdminFaqListQuery = Partial<z.infer<typeof adminFaqListQuerySchema>>;

export const adminFaqWriteSchema = z.object({
  number: z
    .number({ error: '番号は数字で入力してください。' })
    .int({ error: '番号は整数で入力してください。' })
    .min(1, { error: '番号は1以上で入力してください。' })
    .max(99_999, { error: '番号は99999以下で入力してください。' }),
  topic: z.enum(FAQ_TOPIC_IDS, { error: '分類を選んでください。' }),
  question: text('質問', FAQ_QUESTION_MAX_LENGTH),
  answer: text('回答', FAQ_ANSWER_MAX_LENGTH),
  position: z
    .number({ error: '表示順は数字で入力してください。' })
    .int({ error: '表示順は整数で入力してください。' })
    .min(0, { error: '表示順は0以上で入力してください。' })
    .max(10_000, { error: '表示順は10000以下で入力してください。' })
    .default(0),
  related: z
    .array(faqRelatedLinkSchema)
    .max(FAQ_RELATED_MAX, { error: `関連するページは${FAQ_RELATED_MAX}件までにしてください。` })
    .default([]),
  draft: z.boolean().default(false),
});
export type AdminFaqForm = z.output<typeof adminFaqWriteSchema>;
export type AdminFaqWriteRequest = z.input<typeof adminFaqWriteSchema>;

export const adminRulesRevisionSchema = rulesRevisionSchema.extend({
  author: z.string().nullable().describe('the operator who wrote it; null for the first revisions'),
  created_at: z.string(),
});
export type AdminRulesRevision = z.infer<typeof adminRulesRevisionSchema>;
export const adminRulesRevisionListSchema = pagedList(adminRulesRevisionSchema);
export type AdminRulesRevisionList = z.infer<typeof adminRulesRevisionListSchema>;

export const adminRulesDraftSchema = z.object({
  body: text('本文', RULES_BODY_MAX_LENGTH),
  effective_on: japanDaySchema('施行日'),
});
export type AdminRulesDraftForm = z.output<typeof adminRulesDraftSchema>;

export const adminRulesPublishSchema = z.object({ effective_on: japanDaySchema('施行日') });

export const adminRulesRevisionParams = z.object({
  document: z.enum(RULES_DOCUMENTS),
  id: z.coerce.number({ error: '改定の番号は数字で指定してください。' }).int().positive(),
});
