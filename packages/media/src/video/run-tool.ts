import { type ExecFileException, execFile } from 'node:child_process';

/** What a tool printed when it failed, so the caller can tell the operator why. */
export class ToolFailedError extends Error {
  override name = 'ToolFailedError';

  constructor(
    readonly tool: string,
    readonly stderr: string,
  ) {
    super(`${tool} failed: ${stderr.trim().split('\n').slice(-5).join('\n') || 'no output'}`);
  }
}

/**
 * The tool is not installed (not on PATH). Only ffmpeg and ffprobe can be missing: the packager comes with
 * `npm ci`. The message is one Japanese sentence saying what to install, for the operator commands to print.
 */
export class ToolMissingError extends Error {
  override name = 'ToolMissingError';

  constructor(readonly tool: string) {
    super(
      `${tool} が見つかりません。動画の変換には ffmpeg（ffprobe を含む）が必要です` +
        '（Debian・Ubuntu なら apt-get install ffmpeg、macOS なら brew install ffmpeg でインストールしてください）。',
    );
  }
}

export interface ToolRunOptions {
  cwd?: string;
  /** Stops the tool (SIGKILL) and fails the run after this long: a tool that hangs must not hang its caller. */
  timeoutMs?: number;
  /** Stops the tool (SIGKILL) when aborted: a cancelled packaging job. Honoured by `runTool` only. */
  signal?: AbortSignal;
}

/** Runs a tool and resolves with what it printed; `runTool` by default, or one that runs tools elsewhere. */
export type ToolRunner = (binary: string, args: readonly string[], options?: ToolRunOptions) => Promise<string>;

/** The outcome of one run, as execFile reports it: also what a tool-runner process sends back. */
export interface ToolOutcome {
  error: Pick<ExecFileException, 'code' | 'message' | 'killed'> | null;
  stdout: string;
  stderr: string;
}

// ffprobe prints a whole stream list as JSON; ffmpeg and the packager are quiet but may log a lot on error.
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** Runs a binary with an argument array (never through a shell, so file names cannot inject commands). */
export function execTool(
  binary: string,
  args: readonly string[],
  { cwd, timeoutMs = 0, signal }: ToolRunOptions = {},
): Promise<ToolOutcome> {
  return new Promise((resolve) => {
    const options = { maxBuffer: MAX_OUTPUT_BYTES, cwd, timeout: timeoutMs, killSignal: 'SIGKILL' as const, signal };
    execFile(binary, args, options, (error, stdout, stderr) => {
      resolve({ error: error && { code: error.code, message: error.message, killed: error.killed }, stdout, stderr });
    });
  });
}

/** The tool's output, or the error that says why there is none. */
export function settleTool(binary: string, { error, stdout, stderr }: ToolOutcome): string {
  if (error?.code === 'ENOENT') throw new ToolMissingError(binary);
  if (error?.killed) throw new ToolFailedError(binary, `stopped: it did not finish in time. ${stderr}`);
  if (error) throw new ToolFailedError(binary, stderr || error.message);
  return stdout;
}

export const runTool: ToolRunner = async (binary, args, options) =>
  settleTool(binary, await execTool(binary, args, options));
