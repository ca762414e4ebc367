import { isPackagingJobActive } from '@hanabi/contract';
import { Link } from 'react-router';
import { Pager } from '../components/pager.tsx';
import { consoleApi } from '../features/console/console-api.server.ts';
import { consoleMeta } from '../features/console/console-meta.ts';
import { readConsoleForm } from '../features/console/console-post.server.ts';
import { callAsOperator, requireOperator } from '../features/console/operator-session.server.ts';
import { PackagingJobHistory } from '../features/console/video/packaging-job-history.tsx';
import { PackagingJobPanel } from '../features/console/video/packaging-job-panel.tsx';
import { useLiveJobs } from '../features/console/video/use-live-jobs.ts';
import { answerVideoPost } from '../features/console/video/video-actions.server.ts';
import { loadVideoPage } from '../features/console/video/video-page.server.ts';
import { VideoUpload } from '../features/console/video/video-upload.tsx';
import { requireIdParam, routeIdOf } from '../lib/route-param-check.server.ts';
import type { Route } from './+types/admin-episode-video';

export const middleware = [requireIdParam];

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const episode = loaderData?.jobs.episode;
  return consoleMeta(episode ? `動画：${episode.title_name} ${episode.prefix_name}` : '動画');
};

/** `catalogue:read` to watch the jobs; `video:write` (管理者, 編成) to upload, start, retry and cancel. */
export async function loader(args: Route.LoaderArgs) {
  const operator = await requireOperator(args, 'catalogue:read');
  const canWrite = operator.permissions.includes('video:write');
  return loadVideoPage(args, routeIdOf(args.context), canWrite);
}

export async function action(args: Route.ActionArgs) {
  const form = await readConsoleForm(args.request);
  if (form instanceof Response) return form;
  await requireOperator(args, 'video:write');
  const episodeId = routeIdOf(args.context);
  return callAsOperator(args, () => answerVideoPost(form, consoleApi(args.context), episodeId));
}

export default function AdminEpisodeVideo({ loaderData, actionData }: Route.ComponentProps) {
  const { jobs, upload } = loaderData;
  const { episode, items, pagination } = jobs;
  const latest = pagination.page === 1 ? items[0] : undefined;
  useLiveJobs(latest !== undefined && isPackagingJobActive(latest));
  return (
    <div className="console-page">
      <p>
        <Link to="/admin">管理画面</Link>
      </p>
      <h1 className="console-page__title">
        動画：{episode.title_name} {episode.prefix_name} {episode.name}
      </h1>
      <p role="status">
        {episode.packaged ? '視聴者に配信している動画があります。' : 'まだ配信できる動画がありません。'}
      </p>
      {actionData ? (
        <p
          className={actionData.kind === 'done' ? 'console-alert' : 'console-alert console-alert--error'}
          role={actionData.kind === 'done' ? 'status' : 'alert'}
        >
          {actionData.message}
        </p>
      ) : null}
      {upload ? (
        <section aria-labelledby="upload-heading" className="console-section">
          <h2 id="upload-heading" className="console-section-heading">
            動画をアップロード
          </h2>
          <VideoUpload endpoint={upload.endpoint} episodeId={episode.id} />
        </section>
      ) : null}
      <section aria-labelledby="job-heading" className="console-section">
        <h2 id="job-heading" className="console-section-heading">
          変換の状況
        </h2>
        {latest ? (
          <PackagingJobPanel job={latest} canWrite={upload !== null} />
        ) : (
          <p role="status">
            {pagination.page === 1
              ? 'このエピソードの変換はまだありません。'
              : '最新の変換は1ページ目に表示しています。'}
          </p>
        )}
      </section>
      {items.length > 0 ? (
        <section aria-labelledby="history-heading" className="console-section">
          <h2 id="history-heading" className="console-section-heading">
            変換の履歴（{pagination.total}件）
          </h2>
          <PackagingJobHistory jobs={items} />
          <Pager pagination={pagination} param="page" label="変換の履歴のページ" />
        </section>
      ) : null}
    </div>
  );
}
