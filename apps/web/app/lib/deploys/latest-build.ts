/**
 * The deployed build (spec §7, §9): `/builds/latest.json` names it, and an open page checks it every 60
 * minutes. A page whose build is no longer deployed loads its next page as a whole document, so it gets
 * the new build's code instead of asking for route chunks that may be gone.
 */

export const LATEST_BUILD_PATH = '/builds/latest.json';
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface LatestBuild {
  /** React Router's manifest version of the build the server runs. */
  build_id: string;
}

export interface BuildCheckOptions {
  /** The build this page runs. */
  currentBuildId: string;
  fetchLatest: () => Promise<LatestBuild>;
  /** Called once, when a check finds another build deployed. */
  onStale: () => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * Checks the deployed build every hour until it differs from this page's, then reports it once and stops.
 * A failed check (offline, server restarting) is simply tried again an hour later.
 * @returns stop
 */
export function startBuildCheck(options: BuildCheckOptions): () => void {
  let handle: unknown;
  const stop = () => options.clearInterval(handle);
  handle = options.setInterval(async () => {
    try {
      const latest = await options.fetchLatest();
      if (latest.build_id === options.currentBuildId) return;
      stop();
      options.onStale();
    } catch (error) {
      console.warn('The deployed build could not be checked.', error);
    }
  }, BUILD_CHECK_INTERVAL_MS);
  return stop;
}
