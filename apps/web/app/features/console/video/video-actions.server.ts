import type { AdminApiClient } from '@hanabi/api-client/admin';
import { packagingJobIdParamsSchema, videoUploadIdSchema } from '@hanabi/contract';
import { signedInRefusalMessage, textField } from '../form-errors.ts';
import { VIDEO_INTENT_FIELD, VIDEO_INTENTS, type VideoAnswer } from './video-answer.ts';

const UNKNOWN_JOB = '対象のジョブが見つかりません。ページを読み込み直してから、もう一度お試しください。';

async function act(intent: string, form: FormData, api: AdminApiClient, episodeId: number): Promise<VideoAnswer> {
  if (intent === VIDEO_INTENTS.start) {
    const upload = videoUploadIdSchema.safeParse(textField(form, 'upload_id'));
    if (!upload.success)
      return { kind: 'refused', message: 'アップロードが見つかりません。もう一度アップロードしてください。' };
    await api.startPackaging(episodeId, upload.data);
    return { kind: 'done', message: '変換を開始しました。進み具合はこのページに表示されます。' };
  }
  const job = packagingJobIdParamsSchema.safeParse({ job_id: textField(form, 'job_id') });
  if (!job.success) return { kind: 'refused', message: UNKNOWN_JOB };
  if (intent === VIDEO_INTENTS.retry) {
    await api.retryPackagingJob(job.data.job_id);
    return { kind: 'done', message: '変換をはじめからやり直します。' };
  }
  if (intent === VIDEO_INTENTS.cancel) {
    const cancelled = await api.cancelPackagingJob(job.data.job_id);
    return {
      kind: 'done',
      message:
        cancelled.status === 'cancelled'
          ? '変換を中止しました。エピソードの動画は変わっていません。'
          : '中止を受け付けました。まもなく止まります。エピソードの動画は変わりません。',
    };
  }
  return { kind: 'refused', message: 'この操作には対応していません。' };
}

/**
 * The video page's posts: start packaging a finished upload, retry or cancel a job. Each is one API call; the
 * API checks video:write again, audits it, and says no in Japanese (a job already running, a finished job…).
 */
export async function answerVideoPost(form: FormData, api: AdminApiClient, episodeId: number): Promise<VideoAnswer> {
  try {
    return await act(textField(form, VIDEO_INTENT_FIELD), form, api, episodeId);
  } catch (error) {
    return { kind: 'refused', message: signedInRefusalMessage(error) };
  }
}
