import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** How often the page asks again while a job is queued or running. */
export const LIVE_JOB_INTERVAL_MS = 2000;

/**
 * Reloads the page's data every LIVE_JOB_INTERVAL_MS while `live` (a job is queued or running), through the
 * page's loader and so the console's server: the browser never calls the jobs API itself. Stops as soon as
 * the job has ended, and never stacks a reload on one still loading.
 */
export function useLiveJobs(live: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, LIVE_JOB_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [live, revalidator]);
}
