import { type EpisodePackagingJobs, VIDEO_UPLOAD_PATH } from '@hanabi/contract';
import type { RouterContextProvider } from 'react-router';
import { getWebRequest } from '../../../lib/api.server.ts';
import { parsePageParam } from '../../../lib/route-params.ts';
import { consoleApi } from '../console-api.server.ts';
import { callAsOperator } from '../operator-session.server.ts';

export interface VideoPage {
  jobs: EpisodePackagingJobs;
  /** Null for a role without video:write: the page shows the jobs, not the upload or the buttons. */
  upload: { endpoint: string } | null;
}

/**
 * The episode's video page: the episode and its jobs, newest first, 10 a page. The upload endpoint is the
 * API's public origin (API_ORIGIN), which the browser sends the file to straight (decision 0047).
 */
export async function loadVideoPage(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  episodeId: number,
  canWrite: boolean,
): Promise<VideoPage> {
  const page = parsePageParam(new URL(args.request.url).searchParams.get('page'));
  const jobs = await callAsOperator(args, () =>
    consoleApi(args.context).getEpisodePackagingJobs(episodeId, { page, per_page: 10 }),
  );
  const { API_ORIGIN } = getWebRequest(args.context).env;
  return { jobs, upload: canWrite ? { endpoint: `${API_ORIGIN}${VIDEO_UPLOAD_PATH}` } : null };
}
