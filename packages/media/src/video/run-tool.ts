import { execFile } from 'node:child_process';

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

// ffprobe prints a whole stream list as JSON; ffmpeg and the packager are quiet but may log a lot on error.
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** Runs a binary with an argument array (never through a shell, so file names cannot inject commands). */
export function runTool(binary: string, args: readonly string[], options: { cwd?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { maxBuffer: MAX_OUTPUT_BYTES, cwd: options.cwd }, (error, stdout, stderr) => {
      if (error) reject(new ToolFailedError(binary, stderr || error.message));
      else resolve(stdout);
    });
  });
}
