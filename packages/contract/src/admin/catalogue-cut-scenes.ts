/**
 * The scene markers of an episode's cut (decision 0059), as operators edit them: where each scene starts, in
 * whole seconds from the start of the cut's video. Scene N of the broadcast cut is scene N of the premium cut,
 * so a viewer switching cuts resumes the same scene. The API also checks them against the video's length.
 */
import { z } from 'zod';
import { EPISODE_CUTS } from '../constants.ts';

export const CUT_SCENE_MESSAGES = {
  seconds: 'シーンの開始は秒数（0以上の整数）で入力してください。',
  firstAtZero: '最初のシーンは0秒から始めてください。',
  increasing: 'シーンの開始は前のシーンより後の時刻にしてください。',
  tooMany: 'シーンは100個までにしてください。',
  noVideo: 'このエピソードの映像はまだありません。映像を取り込んでから設定してください。',
  beyondVideo: (seconds: number) => `シーンの開始は映像の長さ（${seconds}秒）より前にしてください。`,
} as const;

/** More scenes than any episode has: a bound on what one save writes. */
export const MAX_CUT_SCENES = 100;

export const cutScenesWriteSchema = z
  .object({
    scene_starts: z
      .array(
        z
          .number({ error: CUT_SCENE_MESSAGES.seconds })
          .int({ error: CUT_SCENE_MESSAGES.seconds })
          .min(0, { error: CUT_SCENE_MESSAGES.seconds }),
        { error: CUT_SCENE_MESSAGES.seconds },
      )
      .max(MAX_CUT_SCENES, { error: CUT_SCENE_MESSAGES.tooMany })
      .describe('where each scene starts, in seconds; empty to remove the markers'),
  })
  .refine((body) => body.scene_starts.length === 0 || body.scene_starts[0] === 0, {
    error: CUT_SCENE_MESSAGES.firstAtZero,
    path: ['scene_starts'],
  })
  .refine(
    (body) => body.scene_starts.every((start, index) => index === 0 || start > (body.scene_starts[index - 1] ?? 0)),
    {
      error: CUT_SCENE_MESSAGES.increasing,
      path: ['scene_starts'],
    },
  );
export type CutScenesWriteRequest = z.input<typeof cutScenesWriteSchema>;

export const cutScenesSchema = z.object({
  episode_id: z.number().int(),
  title_id: z.number().int(),
  title_name: z.string(),
  episode_label: z.string().describe('the written number and the name, e.g. 第1話 はじまり'),
  cut: z.enum(EPISODE_CUTS),
  other_cut_episode_id: z.number().int().nullable().describe('the same episode in the other cut, when there is one'),
  duration_seconds: z.number().int().nullable().describe('null until a video is packaged for the episode'),
  scene_starts: z.array(z.number().int()),
  other_cut_scene_count: z.number().int().describe('how many scenes the other cut has marked (0 without one)'),
});
export type CutScenes = z.infer<typeof cutScenesSchema>;
