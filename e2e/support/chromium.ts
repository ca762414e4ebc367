import { existsSync } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumLookup {
  path: string | undefined;
  /** What to do when no browser was found, in plain words. */
  advice: string;
}

/**
 * Playwright cannot download its own browser here, so the tests drive the system Chromium:
 * CHROMIUM_PATH when set, otherwise Debian's /usr/bin/chromium.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const candidate = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (existsSync(candidate)) return { path: candidate, advice: '' };
  return {
    path: undefined,
    advice: [
      `No Chromium found at ${candidate}. The end-to-end tests need one.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  };
}
