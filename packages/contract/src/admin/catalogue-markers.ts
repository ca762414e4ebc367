/**
 * The skip markers and the 360° flag of an episode's packaged video (`episode_media`), as operators edit them:
 * the opening (start and end), the ending (start, and its end when a scene follows it). Every time is whole
 * seconds from the start of the video; the API also checks them against the video's length.
 */
import { z } from 'zod';

const second = (label: string) =>
  z
    .number({ error: `${label}は秒数（0以上の整数）で入力してください。` })
    .int({ error: `${label}は秒数（0以上の整数）で入力してください。` })
    .min(0, { error: `${label}は秒数（0以上の整数）で入力してください。` })
    .nullable();

export const EPISODE_MARKER_MESSAGES = {
  openingWhole: 'オープニングは開始と終了の両方を入力するか、両方とも空にしてください。',
  openingOrder: 'オープニングの終了は開始より後にしてください。',
  endingNeedsStart: 'エンディングの終了を入力するときは、開始も入力してください。',
  endingOrder: 'エンディングの終了は開始より後にしてください。',
  openingBeforeEnding: 'エンディングの開始はオープニングの終了以降にしてください。',
  noVideo: 'このエピソードの映像はまだありません。映像を取り込んでから設定してください。',
  beyondVideo: (seconds: number) => `時刻は映像の長さ（${seconds}秒）以内で入力してください。`,
} as const;

export const episodeMarkersWriteSchema = z
  .object({
    opening_start: second('オープニングの開始'),
    opening_end: second('オープニングの終了'),
    ending_start: second('エンディングの開始'),
    ending_end: second('エンディングの終了').describe('null when the ending runs to the end of the video'),
    is_vr: z.boolean({ error: '360° 映像かどうかを選んでください。' }),
  })
  .refine((m) => (m.opening_start === null) === (m.opening_end === null), {
    error: EPISODE_MARKER_MESSAGES.openingWhole,
    path: ['opening_end'],
  })
  .refine((m) => m.opening_start === null || m.opening_end === null || m.opening_start < m.opening_end, {
    error: EPISODE_MARKER_MESSAGES.openingOrder,
    path: ['opening_end'],
  })
  .refine((m) => m.ending_end === null || m.ending_start !== null, {
    error: EPISODE_MARKER_MESSAGES.endingNeedsStart,
    path: ['ending_start'],
  })
  .refine((m) => m.ending_start === null || m.ending_end === null || m.ending_start < m.ending_end, {
    error: EPISODE_MARKER_MESSAGES.endingOrder,
    path: ['ending_end'],
  })
  .refine((m) => m.opening_end === null || m.ending_start === null || m.opening_end <= m.ending_start, {
    error: EPISODE_MARKER_MESSAGES.openingBeforeEnding,
    path: ['ending_start'],
  });
export type EpisodeMarkersWriteRequest = z.input<typeof episodeMarkersWriteSchema>;

export const episodeMarkersSchema = z.object({
  episode_id: z.number().int(),
  title_id: z.number().int(),
  title_name: z.string(),
  episode_label: z.string().describe('the written number and the name, e.g. 第1話 はじまり'),
  video: z
    .object({
      duration_seconds: z.number().int(),
      opening_start: z.number().int().nullable(),
      opening_end: z.number().int().nullable(),
      ending_start: z.number().int().nullable(),
      ending_end: z.number().int().nullable(),
      is_vr: z.boolean(),
    })
    .nullable()
    .describe('null until a video is packaged for the episode'),
});
export type EpisodeMarkers = z.infer<typeof episodeMarkersSchema>;
