/**
 * The catalogue fields an operator types, each with its Japanese message (decision 0046): the API answers a
 * refused field with the message written here, and the console shows the same beside it.
 */
import { z } from 'zod';

export const TITLE_NAME_MAX_LENGTH = 200;
export const SYNOPSIS_MAX_LENGTH = 4000;
export const CREDIT_NAME_MAX_LENGTH = 100;
export const TAXONOMY_NAME_MAX_LENGTH = 50;

/** A required line of text, trimmed, with the field's Japanese name in its messages. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label}を入力してください。` })
    .trim()
    .min(1, { error: `${label}を入力してください。` })
    .max(max, { error: `${label}は${max}文字以内で入力してください。` });
}

/** An optional text, trimmed; empty when left out. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label}は文字で入力してください。` })
    .trim()
    .max(max, { error: `${label}は${max}文字以内で入力してください。` })
    .default('');
}

const KATAKANA = /[\u30a1-\u30f6]/g;

/** A reading as kept: NFKC (half-width kana become full-width), katakana turned into hiragana, trimmed. */
export function normaliseKanaReading(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60))
    .trim();
}

/** Hiragana with the long-vowel mark, ゔ, the middle dot, spaces, and the digits and letters titles spell in. */
const READING_SHAPE = /^[\u3041-\u3096\u309d\u309e\u30fc\u30fb\u3000 0-9A-Za-z]+$/;

export const kanaReadingSchema = z
  .string({ error: 'よみがなを入力してください。' })
  .transform(normaliseKanaReading)
  .pipe(
    z
      .string()
      .min(1, { error: 'よみがなを入力してください。' })
      .max(TITLE_NAME_MAX_LENGTH, { error: `よみがなは${TITLE_NAME_MAX_LENGTH}文字以内で入力してください。` })
      .regex(READING_SHAPE, {
        error: 'よみがなはひらがなで入力してください（カタカナはひらがなに直して保存します）。',
      }),
  )
  .describe('kept in hiragana: search and the kana sort read it');

export const isoInstantSchema = z.iso.datetime({
  offset: true,
  error: '日時は ISO 8601 形式（例: 2026-01-01T00:00:00+09:00）で指定してください。',
});

/** A list of ids picked from the console (genres, tags, plans), each at most once. */
export function idListSchema(label: string) {
  return z
    .array(
      z
        .number({ error: `${label}の指定が正しくありません。` })
        .int()
        .min(1),
      {
        error: `${label}の指定が正しくありません。`,
      },
    )
    .max(50, { error: `${label}は50件までです。` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label}が重複しています。` })
    .default([]);
}

export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = { draft: '下書き', published: '公開中' };

/** Refusals of catalogue writes, beside the error codes. */
export const CATALOGUE_MESSAGES = {
  r18IsMature: 'R18 の作品は表示グループを「成人向け」にしてください。',
  windowOrder: '配信終了日時は配信開始日時より後にしてください。',
  unknownGenre: '選ばれたジャンルの中に存在しないものがあります。',
  unknownTag: '選ばれたタグの中に存在しないものがあります。',
  nameTaken: 'この名前はすでに使われています。',
  mergeIntoItself: '同じタグどうしは統合できません。',
  genreMergeIntoItself: '同じジャンルどうしは統合できません。',
  staleOrder: '並べ替えている間に一覧が変わりました。画面を読み込み直してから、もう一度並べ替えてください。',
} as const;

/** What the audit log calls each catalogue operation. */
export const CATALOGUE_AUDIT_OPERATION_LABELS: Record<string, string> = {
  'title.create': '作品を作成',
  'title.update': '作品を編集',
  'title.publish': '作品を公開',
  'title.unpublish': '作品を非公開に',
  'title.replace_image': '作品の画像を差し替え',
  'episode.create': 'エピソードを作成',
  'episode.update': 'エピソードを編集',
  'episode.publish': 'エピソードを公開',
  'episode.unpublish': 'エピソードを非公開に',
  'tag.create': 'タグを作成',
  'tag.rename': 'タグの名前を変更',
  'tag.merge': 'タグを統合',
  'tag.reorder': 'タグを並べ替え',
  'genre_group.create': 'ジャンルグループを作成',
  'genre_group.rename': 'ジャンルグループの名前を変更',
  'genre_group.reorder': 'ジャンルグループを並べ替え',
  'genre.create': 'ジャンルを作成',
  'genre.update': 'ジャンルを編集',
  'genre.reorder': 'ジャンルを並べ替え',
  'genre.merge': 'ジャンルを統合',
  'episode.markers': 'スキップ位置と360°映像の設定を編集',
  'episode.cut_scenes': '通常版と規制解除版のシーン位置を編集',
};
