import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The packager binary the npm package ships. Run directly: the package's index.js only wraps it and hides
 * the exit status behind its own handling.
 */
export function shakaPackagerBinary(): string {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The media pipeline runs shaka-packager for linux-x64 only (this is ${process.platform}-${process.arch}).`,
    );
  }
  const packageDir = dirname(createRequire(import.meta.url).resolve('shaka-packager'));
  return join(packageDir, 'bin', 'packager-linux-x64');
}
