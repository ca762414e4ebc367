import { formatBytes, VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_MESSAGES } from '@hanabi/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { DetailedError, PreviousUpload, Upload } from 'tus-js-client';
import { formatJapanDateTime } from '../console-format.ts';
import { uploadFailureMessage, videoTypeOf } from './upload-messages.ts';
import { VIDEO_INTENT_FIELD, VIDEO_INTENTS, type VideoAnswer } from './video-answer.ts';
import './video.css';

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; filename: string; sent: number; total: number }
  | { kind: 'paused'; filename: string; sent: number; total: number; message: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'complete'; filename: string; uploadId: string };

/** A chunk per request: a proxy in front of the API sees bodies no larger; a retry resends no more. */
const CHUNK_BYTES = 50_000_000;
/** A dropped connection is retried at once, then after 1, 3, 5, 10 and 20 s, resuming where it stopped. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000];

const percentOf = (sent: number, total: number) => (total === 0 ? 0 : Math.floor((sent / total) * 100));

/** The uploads of this episode that this browser started and did not finish (tus keeps them in localStorage). */
async function unfinishedUploads(episodeId: number): Promise<PreviousUpload[]> {
  const tus = await import('tus-js-client');
  const all = await tus.defaultOptions.urlStorage.findAllUploads();
  return all.filter((upload) => upload.metadata.episode_id === String(episodeId));
}

/**
 * The episode's source video, sent from the browser straight to the API's tus endpoint (decision 0047) with
 * the hanabi_operator cookie: a progress bar, pause and resume, retries when the connection drops, and, after a
 * reload, the same file picked again continues where it stopped. Once every byte arrived, 「変換を開始」 queues
 * the packaging job through the console's server.
 */
export function VideoUpload({ endpoint, episodeId }: { endpoint: string; episodeId: number }) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [ready, setReady] = useState(false);
  const [unfinished, setUnfinished] = useState<PreviousUpload[]>([]);
  const upload = useRef<Upload | null>(null);
  const start = useFetcher<VideoAnswer>();

  useEffect(() => {
    setReady(true);
    void unfinishedUploads(episodeId).then(setUnfinished);
    return () => void upload.current?.abort();
  }, [episodeId]);

  useEffect(() => {
    if (start.state === 'idle' && start.data?.kind === 'done') setState({ kind: 'idle' });
  }, [start.state, start.data]);

  async function begin(file: File) {
    const filetype = videoTypeOf(file);
    if (!filetype) {
      setState({ kind: 'refused', message: VIDEO_UPLOAD_MESSAGES.notVideo });
      return;
    }
    const filename = file.name;
    const tus = await import('tus-js-client');
    const sending = new tus.Upload(file, {
      endpoint,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { episode_id: String(episodeId), filename, filetype },
      // The CSRF defence's header, and the operator's cookie on a request to the API's origin.
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      onBeforeRequest(request) {
        (request.getUnderlyingObject() as XMLHttpRequest).withCredentials = true;
      },
      // One episode's upload never resumes as another's, even of the same file.
      fingerprint: async (picked: File) =>
        ['hanabi-video', episodeId, picked.name, picked.type, picked.size, picked.lastModified, endpoint].join('|'),
      removeFingerprintOnSuccess: true,
      onShouldRetry(error: DetailedError) {
        const status = error.originalResponse?.getStatus();
        return status === undefined || status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onProgress: (sent, total) => setState({ kind: 'uploading', filename, sent, total }),
      onError(error) {
        const response = (error as DetailedError).originalResponse;
        const message = uploadFailureMessage(response?.getStatus(), response?.getBody());
        setState((current) =>
          current.kind === 'uploading' || current.kind === 'paused'
            ? { ...current, kind: 'paused', message }
            : { kind: 'refused', message },
        );
      },
      onSuccess() {
        const uploadId = sending.url?.split('/').pop() ?? '';
        setState({ kind: 'complete', filename, uploadId });
        setUnfinished((uploads) => uploads.filter((previous) => previous.metadata.filename !== filename));
      },
    });
    upload.current = sending;
    const [previous] = await sending.findPreviousUploads();
    if (previous) sending.resumeFromPreviousUpload(previous);
    setState({ kind: 'uploading', filename, sent: 0, total: file.size });
    sending.start();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('video');
    if (file instanceof File && file.size > 0) void begin(file);
    else setState({ kind: 'refused', message: 'アップロードする動画ファイルを選んでください。' });
  }

  function pause() {
    void upload.current?.abort();
    setState((current) => (current.kind === 'uploading' ? { ...current, kind: 'paused', message: null } : current));
  }

  function resume() {
    setState((current) => (current.kind === 'paused' ? { ...current, kind: 'uploading' } : current));
    upload.current?.start();
  }

  const sending = state.kind === 'uploading' || state.kind === 'paused';
  return (
    <div className="console-video-upload">
      {unfinished.length > 0 && !sending ? (
        <div className="console-alert console-alert--warning" role="status">
          <p>
            途中で止まったアップロードがあります。同じファイルを選んで「アップロード開始」を押すと、続きから送ります。
          </p>
          <ul>
            {unfinished.map((previous) => (
              <li key={previous.urlStorageKey}>
                {previous.metadata.filename}（{previous.size === null ? '' : `${formatBytes(previous.size)}、`}
                {formatJapanDateTime(previous.creationTime)} 開始）
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {sending ? null : (
        <form className="console-form" onSubmit={onSubmit}>
          <div className="console-field">
            <label className="console-field__label" htmlFor="video-file">
              動画ファイル
            </label>
            <input
              id="video-file"
              name="video"
              type="file"
              accept={VIDEO_UPLOAD_ACCEPT}
              className="console-field__input"
              aria-describedby="video-file-hint"
            />
            <p id="video-file-hint" className="console-field__hint">
              MP4、MOV、MKV、WebM などの動画。通信が途切れても、続きから送ります。
            </p>
          </div>
          <button type="submit" className="console-button console-button--primary" disabled={!ready}>
            アップロード開始
          </button>
        </form>
      )}

      {state.kind === 'refused' ? (
        <p className="console-alert console-alert--error" role="alert">
          {state.message}
        </p>
      ) : null}

      {sending ? (
        <div className="console-video-upload__progress">
          <p>
            {state.filename}：{state.kind === 'uploading' ? 'アップロード中' : '一時停止中'}
          </p>
          <progress max={100} value={percentOf(state.sent, state.total)} aria-label="アップロードの進み具合" />
          <p aria-live="polite">
            {percentOf(state.sent, state.total)}%（{formatBytes(state.sent)} / {formatBytes(state.total)}）
          </p>
          {state.kind === 'paused' && state.message ? (
            <p className="console-alert console-alert--warning" role="alert">
              {state.message}
            </p>
          ) : null}
          <div className="console-actions">
            {state.kind === 'uploading' ? (
              <button type="button" className="console-button" onClick={pause}>
                一時停止
              </button>
            ) : (
              <button type="button" className="console-button console-button--primary" onClick={resume}>
                再開
              </button>
            )}
          </div>
        </div>
      ) : null}

      {state.kind === 'complete' ? (
        <start.Form method="post" className="console-video-upload__done">
          <p role="status">「{state.filename}」のアップロードが完了しました。</p>
          <input type="hidden" name={VIDEO_INTENT_FIELD} value={VIDEO_INTENTS.start} />
          <input type="hidden" name="upload_id" value={state.uploadId} />
          <button type="submit" className="console-button console-button--primary" disabled={start.state !== 'idle'}>
            {start.state === 'idle' ? '変換を開始' : '送信中…'}
          </button>
          {start.data?.kind === 'refused' ? (
            <p className="console-alert console-alert--error" role="alert">
              {start.data.message}
            </p>
          ) : null}
        </start.Form>
      ) : null}
    </div>
  );
}
