import { execFileSync } from 'node:child_process';

/** A tiny clip for tests: a moving test pattern and a tone, so encoding and packaging stay fast. */
export function writeTestClip(path: string, { seconds = 4, height = 160, audio = true } = {}): string {
  const width = Math.round((height * 16) / 9 / 2) * 2;
  execFileSync(
    'ffmpeg',
    [
      ['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=30:d=${seconds}`],
      audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : [],
      ['-c:v', 'libx264', '-preset', 'ultrafast', ...(audio ? ['-c:a', 'aac'] : []), path],
    ].flat(),
  );
  return path;
}
