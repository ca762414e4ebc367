/**
 * One attempt's link to its row while it runs: progress reports, a heartbeat between them (with the encode
 * percent read from ffmpeg's progress file), and the stop signal — raised when an operator cancels, when
 * another attempt has taken the job, or when the worker shuts down — that kills the tool running.
 */
import { readFile } from 'node:fs/promises';
import type { AppDatabase } from '@hanabi/db';
import { type Attempt, type Progress, reportProgress } from './job-rows.ts';

export type StopCause = 'cancelled' | 'superseded' | 'shutdown';

/** The attempt must stop; `why` says why. */
export class AttemptStopped extends Error {
  override name = 'AttemptStopped';

  constructor(readonly why: StopCause) {
    super(`The packaging attempt stopped: ${why}`);
  }
}

/** Where a running encode is: a file and the span of the job's percent it covers. */
interface EncodeWatch {
  progressFile: string;
  durationSeconds: number;
  fromPercent: number;
  toPercent: number;
}

/** The last `out_time_us` ffmpeg wrote, in seconds (0 before its first report). */
async function encodedSeconds(progressFile: string): Promise<number> {
  const text = await readFile(progressFile, 'utf8').catch(() => '');
  const times = [...text.matchAll(/^out_time_us=(\d+)$/gm)];
  return Number(times.at(-1)?.[1] ?? 0) / 1_000_000;
}

export class AttemptTracker {
  readonly #db: AppDatabase;
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  #encode: EncodeWatch | undefined;
  #beating = false;

  constructor(
    db: AppDatabase,
    readonly current: Attempt,
    heartbeatSeconds: number,
    /** Whether a refused report means a cancel (else the job is another attempt's). */
    private readonly wasCancelled: () => Promise<boolean>,
  ) {
    this.#db = db;
    this.#timer = setInterval(() => void this.#heartbeat(), heartbeatSeconds * 1000);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  stop(cause: StopCause): void {
    if (!this.signal.aborted) this.#controller.abort(new AttemptStopped(cause));
  }

  /** Records progress; throws AttemptStopped when the attempt may not go on. */
  async report(progress: Progress): Promise<void> {
    this.throwIfStopped();
    if (!(await reportProgress(this.#db, this.current, progress))) await this.#refused();
    this.throwIfStopped();
  }

  throwIfStopped(): void {
    if (this.signal.aborted) throw this.signal.reason;
  }

  watchEncode(watch: EncodeWatch | undefined): void {
    this.#encode = watch;
  }

  close(): void {
    clearInterval(this.#timer);
  }

  async #refused(): Promise<void> {
    this.stop((await this.wasCancelled()) ? 'cancelled' : 'superseded');
  }

  async #heartbeat(): Promise<void> {
    if (this.#beating || this.signal.aborted) return;
    this.#beating = true;
    try {
      const encode = this.#encode;
      let percent: number | undefined;
      if (encode) {
        const done = Math.min(1, (await encodedSeconds(encode.progressFile)) / encode.durationSeconds);
        percent = encode.fromPercent + (encode.toPercent - encode.fromPercent) * done;
      }
      if (!(await reportProgress(this.#db, this.current, { percent }))) await this.#refused();
    } catch {
      // A missed heartbeat is no failure: the next one, or the next report, tries again.
    } finally {
      this.#beating = false;
    }
  }
}
