import { LATEST_BUILD_PATH, type LatestBuild, startBuildCheck } from './latest-build.ts';

let runningBuildIsStale = false;

/** The build this page runs, as React Router's browser manifest names it. */
function currentBuildId(win: Window): string | undefined {
  return (win as Window & { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/** Starts the hourly check of the deployed build (spec §9); a page without a manifest has nothing to check. */
export function watchDeployedBuild(win: Window): void {
  const buildId = currentBuildId(win);
  if (!buildId) return;
  startBuildCheck({
    currentBuildId: buildId,
    fetchLatest: async () => {
      const response = await win.fetch(LATEST_BUILD_PATH, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${LATEST_BUILD_PATH} answered ${response.status}`);
      return (await response.json()) as LatestBuild;
    },
    onStale: () => {
      runningBuildIsStale = true;
    },
    setInterval: (run, ms) => win.setInterval(run, ms),
    clearInterval: (handle) => win.clearInterval(handle as number),
  });
}

/**
 * Before a client navigation: once another build is deployed, the page loads as a whole document, with the
 * new build's code, instead of fetching chunks of the old build. Resolves at once while the build is
 * current; otherwise the document is being replaced and the navigation never finishes.
 */
export function leaveStaleBuild(url: string): Promise<void> {
  if (!runningBuildIsStale) return Promise.resolve();
  window.location.assign(url);
  return new Promise<never>(() => {});
}
